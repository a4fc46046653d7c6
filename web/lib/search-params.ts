// Search-parameter checks for the route table (web/app/router.tsx). Each answers the value when it
// is well formed and undefined otherwise, so a bad link opens the page in its default state. They
// are plain functions rather than zod schemas so the first page load does not need zod (zod comes
// with the contracts a page's data needs; docs/decisions/0014-web-bundle.md).

/** `value` when it is one of `allowed`. */
export function oneOf<const T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** `value` when it is a string of at most `maxLength` characters that `pattern` (if any) matches. */
export function text(value: unknown, { maxLength = Infinity, pattern }: { maxLength?: number; pattern?: RegExp } = {}): string | undefined {
  if (typeof value !== 'string' || value.length > maxLength) return undefined;
  return !pattern || pattern.test(value) ? value : undefined;
}

/** `value` as a positive integer (a number or its digits, as `Number` reads them). */
export function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** `value` as an integer of 0 or more (a number or its digits, as `Number` reads them). */
export function nonNegativeInt(value: unknown): number | undefined {
  // Number('') is 0: an empty parameter is no offset.
  const n = typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** A route's search object without its undefined entries: each key is optional, as a link may leave it out. */
export function optional<T extends Record<string, unknown>>(values: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
