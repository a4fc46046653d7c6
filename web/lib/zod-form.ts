// Lets antd forms validate with the contract's zod schemas (CONVENTIONS rule 14), so the browser
// shows exactly the words the server would answer with.
import type { FormRule } from 'antd';
import type { z } from 'zod';

/** The contract message for `field`, parsing the whole form so cross-field checks apply. */
export function fieldIssue(schema: z.ZodType, values: unknown, field: string): string | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.length === 1 && issue.path[0] === field)?.message;
}

/** A schema fetched on first use (with its contract's chunk, and zod), then kept. */
export interface LazySchema<T extends z.ZodType> {
  (): Promise<T>;
  loaded?: T;
}

export function lazySchema<T extends z.ZodType>(load: () => Promise<T>): LazySchema<T> {
  const get: LazySchema<T> = async () => (get.loaded ??= await load());
  return get;
}

/**
 * An antd Form rule that reports the contract's message for one field. `schema` may be a
 * LazySchema, for a page that fetches its contract (and zod) only when a field is first checked.
 */
export function schemaRule(schema: z.ZodType | LazySchema<z.ZodType>, field: string): FormRule {
  return (form) => ({
    validator: async () => {
      const resolved = typeof schema === 'function' ? (schema.loaded ?? (await schema())) : schema;
      const message = fieldIssue(resolved, form.getFieldsValue(true), field);
      if (message) throw new Error(message);
    },
  });
}
