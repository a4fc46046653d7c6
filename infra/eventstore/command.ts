// The application layer's one move: load a stream, fold it, decide, append with the expected
// version. A concurrency conflict is retried (re-load, re-decide) when the command is safe to retry.
import type { CommandContext, DomainEvent } from './event.js';
import { toNewEvents } from './event.js';
import { ConcurrencyError, type AppendResult, type EventStore } from './types.js';

export interface CommandResult<S, E> {
  state: S;
  events: E[];
  append?: AppendResult;
}

export async function loadState<S, E extends DomainEvent>(
  store: EventStore,
  stream: string,
  evolve: (s: S, e: E) => S,
  initial: S,
): Promise<{ state: S; version: number }> {
  const recorded = await store.readStream(stream);
  let state = initial;
  for (const r of recorded) state = evolve(state, { type: r.type, data: r.data } as unknown as E);
  return { state, version: recorded.length };
}

export async function runCommand<S, E extends DomainEvent>(opts: {
  store: EventStore;
  stream: string;
  evolve: (s: S, e: E) => S;
  initial: S;
  decide: (state: S) => E[];
  ctx: CommandContext;
  piiSubject?: number;
  /** Retries after a concurrency conflict; 0 for commands that must not be repeated. */
  retries?: number;
}): Promise<CommandResult<S, E>> {
  let attempts = 0;
  for (;;) {
    const { state, version } = await loadState(opts.store, opts.stream, opts.evolve, opts.initial);
    const events = opts.decide(state);
    if (events.length === 0) return { state, events };
    try {
      const append = await opts.store.appendToStream(opts.stream, toNewEvents(events, opts.ctx, { piiSubject: opts.piiSubject }), {
        expectedVersion: version,
      });
      return { state: events.reduce(opts.evolve, state), events, append };
    } catch (err) {
      if (err instanceof ConcurrencyError && attempts < (opts.retries ?? 3)) {
        attempts += 1;
        continue;
      }
      throw err;
    }
  }
}
