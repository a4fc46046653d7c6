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

/** An antd Form rule that reports the contract's message for one field. */
export function schemaRule(schema: z.ZodType, field: string): FormRule {
  return (form) => ({
    validator: async () => {
      const message = fieldIssue(schema, form.getFieldsValue(true), field);
      if (message) throw new Error(message);
    },
  });
}
