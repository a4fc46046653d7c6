// Event data is checked against its module's zod schema when it is appended, so a bug cannot
// store an event that the projectors (or a later decider) cannot read. Validation only: the
// stored bytes are exactly what the caller gave.
import type { ZodType } from 'zod';
import type { NewEvent } from './types.js';

export type EventSchemas = Readonly<Record<string, ZodType>>;

export class InvalidEventError extends TypeError {
  constructor(
    readonly eventType: string,
    readonly issues: string,
  ) {
    super(`Event ${eventType} does not match its schema: ${issues}`);
    this.name = 'InvalidEventError';
  }
}

export function validateEvents(events: readonly NewEvent[], schemas: EventSchemas): void {
  for (const e of events) {
    const schema = schemas[e.type];
    if (!schema) throw new InvalidEventError(e.type, 'no module declares this event type');
    const result = schema.safeParse(e.data);
    if (!result.success) {
      throw new InvalidEventError(e.type, result.error.issues.map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`).join('; '));
    }
  }
}
