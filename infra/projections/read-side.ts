// What a view declares about staying fresh, beside its projector, in its descriptor
// (projections/<view>/index.ts): the read-cache scope of its answers and the entries each batch of
// events drops, another cache of its rows kept by a signal of its own, the live `changed` hint its
// drops become, what else its answers read (other views' tables, other modules' signals), and
// whether commands wait for it. The delivery (delivery.ts) reads these declarations for every view;
// nothing else in the application holds per-view freshness policy (decision 0035).
import type { Knex } from 'knex';
import type { RecordedEvent } from '../eventstore/types.js';
import type { LiveTarget } from '../http/live-changes.js';
import type { Projector } from './types.js';

/** What a view's live audience may use, built once per process. */
export interface ReadSideContext {
  knex: Knex;
}

/** Another view's table (or another module's signal) a view's answers read. */
export type ReadDependency =
  | {
      /** A table of another view: a batch of that view (or its rebuild, with no events) drops these entries of this view. */
      table: string;
      /** The entries (`scope:key`) to drop; default the whole scope. */
      drops?(events: readonly RecordedEvent[]): string[];
    }
  | {
      /** A signal another module publishes when rows this view's answers show changed. */
      signal: string;
      drops(payload: string): string[];
    };

export interface ReadSide {
  /** The view's answers in the read cache (infra/http/read-cache.ts). */
  cache?: {
    scope: string;
    /** The entries a batch of the view's events changed: `scope:key` or `scope:*`. */
    drops(events: readonly RecordedEvent[]): string[];
  };
  /** A cache of the view's rows outside the read cache (the signed-in user), dropped by its own signal. */
  signalled?: {
    topic: string;
    /** The payloads a batch sends (after its commit). */
    drops(events: readonly RecordedEvent[]): string[];
    /** The payload that drops everything (after a rebuild). */
    all: string;
  };
  /** Live `changed` hints: each drop of the cache scope tells the browsers that read `path`. */
  live?: {
    path: string;
    /**
     * Built once per process: who hears that the entry `key` of the scope changed (undefined:
     * nobody). A drop of the whole scope reaches everyone connected.
     */
    audience(ctx: ReadSideContext): (key: string) => LiveTarget | undefined | Promise<LiveTarget | undefined>;
  };
  /** What else the view's answers read. */
  reads?: readonly ReadDependency[];
  /** Whether a command that appends an event this view handles waits for it before answering (default true). */
  commandsWait?: boolean;
}

/** A view's projector with its read side declared. */
export interface DeclaredView extends Projector {
  readSide: ReadSide;
}

/** The view's projector with its declaration, as its descriptor lists it. */
export function declareView(projector: Projector, readSide: ReadSide): DeclaredView {
  return { ...projector, readSide };
}

/** A view's declaration (an undeclared projector declares nothing: not cached, commands wait for it). */
export function readSideOf(p: Projector): ReadSide {
  return (p as Partial<DeclaredView>).readSide ?? {};
}
