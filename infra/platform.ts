// The shared infrastructure handles the composition root (app/server.ts) builds once per process
// and hands, explicitly, to every module and view that needs them. Each module names the subset
// it uses (`Pick<Platform, …>`) plus its collaborators; nothing is found through a registry.
import type { Knex } from 'knex';
import type { Config } from './config/index.js';
import type { Logger } from './logger/index.js';
import type { KeyStore } from './crypto/keys.js';
import type { ViewCipher } from './crypto/view-cipher.js';
import type { EncryptingEventStore } from './eventstore/encrypting.js';
import type { ProjectionRunner } from './projections/runner.js';
import type { FileStorage } from './storage/types.js';
import type { Signals } from './db/signals.js';
import type { SnapshotStore } from './eventstore/snapshots.js';

export interface Platform {
  config: Config;
  logger: Logger;
  knex: Knex;
  store: EncryptingEventStore;
  keys: KeyStore;
  /** Seals and opens views' personal fields with their owners' data keys (decision 0056). */
  cipher: ViewCipher;
  runner: ProjectionRunner;
  /** Uploaded files (local disk by default, S3-compatible by configuration). */
  storage: FileStorage;
  database: { embedded: boolean; url: string };
  /** Signals between the processes sharing the database (NOTIFY/LISTEN; in-process on PGlite). */
  signals: Signals;
  /** Snapshots of commands' folded state (runCommand's `snapshots` option). */
  snapshots: SnapshotStore;
}
