// Shared shape of a module's event: a type, its data, and (optionally) personal data under `pii`,
// which the store encrypts with the subject user's key.
import { randomUUID } from 'node:crypto';
import type { EventMetadata, NewEvent, RecordedEvent } from './types.js';

export interface DomainEvent<T extends string = string, D = Record<string, unknown>> {
  type: T;
  data: D;
}

export interface CommandContext {
  /** The signed-in user who asked, when there is one. */
  userId?: number;
  correlationId?: string;
  causationId?: string;
}

/** Turns decided events into storable ones: ids and metadata come from the command's context. */
export function toNewEvents(
  events: readonly DomainEvent[],
  ctx: CommandContext,
  opts: { piiSubject?: number; schemaVersion?: number } = {},
): NewEvent[] {
  return events.map((e) => {
    const metadata: EventMetadata = { schemaVersion: opts.schemaVersion ?? 1 };
    if (ctx.userId !== undefined) metadata.userId = ctx.userId;
    if (ctx.correlationId) metadata.correlationId = ctx.correlationId;
    if (ctx.causationId) metadata.causationId = ctx.causationId;
    if (opts.piiSubject !== undefined && (e.data as { pii?: unknown }).pii !== undefined) metadata.piiSubject = opts.piiSubject;
    return { id: randomUUID(), type: e.type, data: e.data as Record<string, unknown>, metadata };
  });
}

export function asDomainEvent<E extends DomainEvent>(e: RecordedEvent): E {
  return { type: e.type, data: e.data } as E;
}
