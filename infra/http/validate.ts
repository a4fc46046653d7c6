import type { z } from 'zod';
import { ValidationError } from './errors.js';

/** Parses input with a contract schema; the first issue's message (SPEC wording) becomes the answer. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = issues[0];
  throw new ValidationError(first?.message ?? 'Invalid request', issues);
}
