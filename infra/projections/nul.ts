// Postgres text and jsonb cannot hold NUL (U+0000). An event stored before strings were checked
// at the door (or inside encrypted personal data, which Postgres never sees as text) may carry
// one: a projector writing it would fail on every attempt. Views get the event without it.
import { stripNul } from '../http/text.js';
import type { RecordedEvent } from '../eventstore/types.js';

const NUL = '\u0000';

/** The value with NUL removed from every string and key; the same reference when there is none. */
export function withoutNul<T>(value: T): T {
  if (typeof value === 'string') return (value.includes(NUL) ? stripNul(value) : value) as T;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((v, i) => {
      const w = withoutNul(v);
      if (w !== v) (out ??= [...value])[i] = w;
    });
    return (out ?? value) as T;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    let out: Record<string, unknown> | undefined;
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const key = k.includes(NUL) ? stripNul(k) : k;
      const w = withoutNul(v);
      if (w !== v || key !== k) {
        out ??= { ...(value as Record<string, unknown>) };
        if (key !== k) delete out[k];
        out[key] = w;
      }
    }
    return (out ?? value) as T;
  }
  return value;
}

/** The event as projectors see it: data and metadata without NUL. */
export function projectable(e: RecordedEvent): RecordedEvent {
  const data = withoutNul(e.data);
  const metadata = withoutNul(e.metadata);
  return data === e.data && metadata === e.metadata ? e : { ...e, data, metadata };
}
