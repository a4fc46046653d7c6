// fast-check arbitraries from a zod contract (through its JSON Schema, which zod 4 writes itself:
// `z.toJSONSchema(schema, { io: 'input' })`), and the hostile values every text field is also fed.
import fc from 'fast-check';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
};

/** Strings a careless server trips on: controls, direction and invisible characters, injections, sizes. */
export const HOSTILE_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0008\u000b\u001f\u007f',
  '\u0085\u009b\u009f',
  '\u202Egnp.exe\u202C',
  'zero\u200Bwidth\u2060joiner',
  '\uFEFFbom',
  '\u2066isolate\u2069',
  'e\u0301\u0301\u0301',
  '\uD800',
  '\uDFFF\uD800',
  "' or 1=1 --",
  '"; drop table events; --',
  '\\',
  '%00',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'x'.repeat(100_000),
  '😀'.repeat(2_000),
  ' ',
  '',
];

export const hostileString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 300 }) },
  );

/** Values of the wrong type for any field. */
export const wrongValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.constantFrom(1e308, -0, Number.MAX_SAFE_INTEGER + 2),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
    fc.constant({ $gt: '' }),
  );

function stringArbitrary(s: JsonSchema, key: string): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 200, 400);
  if (s.format === 'email' || /email/i.test(key)) return fc.emailAddress();
  if (s.format === 'uuid') return fc.uuid();
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
  return fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
}

function fromJsonSchema(s: JsonSchema, key = ''): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const options = s.anyOf ?? s.oneOf;
  if (options) return fc.oneof(...options.map((o) => fromJsonSchema(o, key)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const arbs = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, fromJsonSchema(v, k)]));
      return fc.record(arbs, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    case 'string':
      return stringArbitrary(s, key);
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1_000_000, max: s.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? fromJsonSchema(s.items, key) : fc.anything(), { maxLength: 5 });
    default:
      return fc.anything();
  }
}

/** Bodies the contract accepts (as far as its JSON Schema can say: refinements are not in it). */
export function validBody(schema: $ZodType): fc.Arbitrary<Record<string, unknown>> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fromJsonSchema(json) as fc.Arbitrary<Record<string, unknown>>;
}

/** A valid body with one field (or a new one) replaced by something hostile or of the wrong type. */
export function hostileBody(schema: $ZodType): fc.Arbitrary<Record<string, unknown>> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const keys = Object.keys(json.properties ?? {});
  return fc
    .tuple(
      validBody(schema),
      fc.constantFrom(...(keys.length ? keys : ['extra'])),
      fc.oneof({ weight: 3, arbitrary: hostileString() }, { weight: 1, arbitrary: wrongValue() }),
    )
    .map(([body, key, value]) => ({ ...body, [key]: value }));
}

/**
 * Raw JSON texts no object literal can express: prototype keys as own properties, duplicate keys,
 * deep nesting, and top-level values of the wrong type.
 */
export function rawJsonBody(schema: $ZodType): fc.Arbitrary<string> {
  return fc.oneof(
    validBody(schema).map(
      (b) => `{"__proto__":{"isAdmin":true,"role":"admin"},"constructor":{"prototype":{"polluted":true}},${JSON.stringify(b).slice(1)}`,
    ),
    validBody(schema).map(
      (b) => `${JSON.stringify(b).slice(0, -1)}${Object.keys(b).length ? ',' : ''}"role":"admin","userId":1,"amountCents":1}`,
    ),
    fc.constantFrom(
      '[]',
      '"text"',
      '123',
      'null',
      'true',
      '[{"__proto__":{}}]',
      `${'['.repeat(3000)}${']'.repeat(3000)}`,
      `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
    ),
  );
}
