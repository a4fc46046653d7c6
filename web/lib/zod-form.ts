// Lets antd forms validate with the contract's zod schemas (CONVENTIONS rule 14), so the browser
// shows exactly the words the server would answer with. The contracts are zod/mini schemas
// (decision 0026): the browser loads no classic zod.
import type { FormRule } from 'antd';
import type { FormRule as LightFormRule } from '../components/ui/form';
import type * as z from 'zod/mini';

/** The contract message for `field`, parsing the whole form so cross-field checks apply. */
export function fieldIssue(schema: z.ZodMiniType, values: unknown, field: string): string | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.length === 1 && issue.path[0] === field)?.message;
}

/** A schema fetched on first use (with its contract's chunk, and zod), then kept. */
export interface LazySchema<T extends z.ZodMiniType> {
  (): Promise<T>;
  loaded?: T;
}

export function lazySchema<T extends z.ZodMiniType>(load: () => Promise<T>): LazySchema<T> {
  const get: LazySchema<T> = async () => (get.loaded ??= await load());
  return get;
}

/**
 * An antd Form rule that reports the contract's message for one field. `schema` may be a
 * LazySchema, for a page that fetches its contract (and zod) only when a field is first checked.
 */
export function schemaRule(schema: z.ZodMiniType | LazySchema<z.ZodMiniType>, field: string): FormRule {
  return (form) => ({
    validator: async () => {
      const resolved = typeof schema === 'function' ? (schema.loaded ?? (await schema())) : schema;
      const message = fieldIssue(resolved, form.getFieldsValue(true), field);
      if (message) throw new Error(message);
    },
  });
}

/** The light Form's rule (web/components/ui/form) with the contract's message for one field. */
export function fieldRule<V>(schema: z.ZodMiniType, field: string): LightFormRule<V> {
  return (form) => fieldIssue(schema, form.getFieldsValue(true), field);
}
