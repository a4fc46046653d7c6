// What every route and command gets: built once in main.ts (or by a test) and put on ctx.state.deps.
import type { Knex } from 'knex';
import type { Config } from './config/index.js';
import type { Logger } from './logger/index.js';
import type { KeyStore } from './crypto/keys.js';
import type { EncryptingEventStore } from './eventstore/encrypting.js';
import type { ProjectionRunner } from '../projections/runner/runner.js';

export interface Deps {
  config: Config;
  logger: Logger;
  knex: Knex;
  store: EncryptingEventStore;
  keys: KeyStore;
  runner: ProjectionRunner;
  database: { embedded: boolean; url: string };
}
