import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { ValidationError } from './errors.js';

/**
 * Parses input with a contract schema; the first issue's message (SPEC wording) becomes the answer.
 * Any zod schema: the contracts are zod/mini (decision 0026), a few server-only ones classic.
 */
export function parse<S extends $ZodType>(schema: S, input: unknown): output<S> {
  const result = safeParse(schema, input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = issues[0];
  throw new ValidationError(first?.message ?? 'Invalid request', issues);
}
