// Old event schemas are upcast on read, never rewritten: stored events (and so the hash chain)
// stay exactly as written, and every adapter runs its read results through `upcast`.
import type { RecordedEvent } from './types.js';

export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

// One registry for the process: the modules that own the event types register at import time.
const upcasters = new Map<string, Upcaster>();
const key = (type: string, fromVersion: number) => `${type}@${fromVersion}`;

/**
 * Registers `fn` to turn the `data` of a `type` event at `schemaVersion === fromVersion` into
 * schema `fromVersion + 1`. Steps chain (1→2→3). Returns a function that unregisters it (tests).
 */
export function registerUpcaster(type: string, fromVersion: number, fn: Upcaster): () => void {
  if (!Number.isInteger(fromVersion) || fromVersion < 1) throw new TypeError(`Bad schema version ${fromVersion} for ${type}`);
  const k = key(type, fromVersion);
  // Two upcasters for the same step would make the result depend on import order.
  if (upcasters.has(k)) throw new Error(`An upcaster for ${type} from schema ${fromVersion} is already registered`);
  upcasters.set(k, fn);
  return () => {
    if (upcasters.get(k) === fn) upcasters.delete(k);
  };
}

/** The event at its newest schema; the same object when no upcaster applies. */
export function upcast<E extends RecordedEvent>(e: E): E {
  let version = e.metadata.schemaVersion;
  let fn = upcasters.get(key(e.type, version));
  if (!fn) return e;
  let data = e.data;
  while (fn) {
    data = fn(data);
    version += 1;
    fn = upcasters.get(key(e.type, version));
  }
  // hash/prevHash still describe the stored bytes; readStreamAsStored gives those bytes back.
  return { ...e, data, metadata: { ...e.metadata, schemaVersion: version } };
}
