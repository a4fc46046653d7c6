// Input checks shared by every adapter, so code that works on one adapter works on the other.
import type { ExpectedVersion, NewEvent } from './types.js';

/** Metadata key the EventStoreDB adapter keeps the chain fields in (reserved on every adapter). */
export const CHAIN_METADATA_KEY = '$chain';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** An event as it will be stored, with the JSON text of its data and metadata (the round trip's). */
export interface PreparedEvent extends NewEvent {
  dataJson: string;
  metadataJson: string;
}

/**
 * Checks an append and returns the events exactly as they will be stored: ids in lower case (the
 * form Postgres gives uuids back in) and data/metadata through a JSON round trip (Dates become
 * strings, undefined keys vanish). The hash must be computed over these bytes, not the caller's
 * objects, or it would not verify when read back. The round trip's text is kept: it is what an
 * adapter sends (parsing it back and writing it again would give the same text).
 */
export function prepareAppend(stream: string, events: readonly NewEvent[], expectedVersion: ExpectedVersion): PreparedEvent[] {
  // `$` streams and types are EventStoreDB system ones: its $all readers filter them out.
  if (typeof stream !== 'string' || stream.length === 0 || stream.startsWith('$'))
    throw new TypeError(`Bad stream name ${JSON.stringify(stream)}`);
  if (expectedVersion !== 'any' && !(Number.isSafeInteger(expectedVersion) && expectedVersion >= 0)) {
    throw new TypeError(`Bad expected version ${String(expectedVersion)} for ${stream}`);
  }
  const seen = new Set<string>();
  return events.map((e) => {
    if (typeof e.id !== 'string' || !UUID.test(e.id)) throw new TypeError(`Event id ${JSON.stringify(e.id)} is not a uuid`);
    const id = e.id.toLowerCase();
    if (seen.has(id)) throw new TypeError(`Event id ${id} appears twice in one append`);
    seen.add(id);
    if (typeof e.type !== 'string' || e.type.length === 0 || e.type.startsWith('$'))
      throw new TypeError(`Bad event type ${JSON.stringify(e.type)}`);
    if (!isPlainObject(e.data)) throw new TypeError(`Event ${id} data must be an object`);
    if (!isPlainObject(e.metadata) || !Number.isSafeInteger(e.metadata.schemaVersion) || e.metadata.schemaVersion < 1) {
      throw new TypeError(`Event ${id} metadata needs an integer schemaVersion >= 1`);
    }
    if (CHAIN_METADATA_KEY in e.metadata) throw new TypeError(`Event ${id} metadata key ${CHAIN_METADATA_KEY} is reserved`);
    const dataJson = JSON.stringify(e.data);
    const metadataJson = JSON.stringify(e.metadata);
    return {
      id,
      type: e.type,
      data: JSON.parse(dataJson) as NewEvent['data'],
      metadata: JSON.parse(metadataJson) as NewEvent['metadata'],
      dataJson,
      metadataJson,
    };
  });
}
