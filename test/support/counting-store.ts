// A view of an event store that records how many events each readStream call returned: a test
// asserts what a command or a reaction reads (that its cost does not grow with the stream).
import type { EventStore } from '../../infra/eventstore/types';

export function countingReads<S extends EventStore>(store: S): { store: S; reads: number[] } {
  const reads: number[] = [];
  const view = Object.create(store) as S;
  view.readStream = async (stream, opts) => {
    const events = await store.readStream(stream, opts);
    reads.push(events.length);
    return events;
  };
  return { store: view, reads };
}
