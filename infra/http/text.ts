// One rule for every string a contract accepts (docs/security.md): text is normalised to NFC;
// NUL and the other C0/C1 control characters are refused (free text keeps newline, carriage
// return and tab); names people see (usernames, display names, titles) also refuse the invisible
// and direction-changing characters that make one name look like another. Use these builders in
// every module's contract instead of a bare z.string(). They are zod/mini schemas (decision 0026):
// add rules with `.check(z.trim(), z.maxLength(n, message))`; classic zod accepts them too.
import * as z from 'zod/mini';
import './zod-english.js';

export const TEXT_MESSAGES = {
  control: 'Text must not contain control characters',
  malformed: 'Text must be valid Unicode',
  lineBreak: 'This field must be on one line',
  invisible: 'Names must not contain invisible or direction-changing characters',
} as const;

// C0 controls except tab (09), line feed (0A) and carriage return (0D); DEL; C1 controls.
// eslint-disable-next-line no-control-regex -- it matches control characters on purpose
const CONTROL_IN_FREE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;
// Zero-width characters, bidi marks, embeddings, overrides and isolates, word joiner and
// invisible operators, the byte-order mark, soft hyphen, Hangul fillers and the combining
// grapheme joiner: invisible, or they reorder what is shown.
// eslint-disable-next-line no-misleading-character-class -- the combining grapheme joiner (034F) is listed on its own, on purpose
const INVISIBLE = /[\u00AD\u034F\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0]/;

// Half of a surrogate pair on its own (JSON's "\ud800"): not a character, and Postgres refuses it
// in text and jsonb, so it would fail the write instead of the request.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasControl = (v: string) => CONTROL_IN_FREE_TEXT.test(v);
export const hasLoneSurrogate = (v: string) => LONE_SURROGATE.test(v);
export const hasInvisible = (v: string) => INVISIBLE.test(v);

/** Free text (a message, a description, a comment): several lines allowed. */
export function freeText(opts: { required?: string } = {}) {
  return z.string(opts.required ? { error: opts.required } : undefined).check(
    z.refine((v) => !hasLoneSurrogate(v), { message: TEXT_MESSAGES.malformed }),
    z.normalize('NFC'),
    z.refine((v) => !hasControl(v), { message: TEXT_MESSAGES.control }),
  );
}

/** One line of text (a case number, a city, a search term). */
export function lineText(opts: { required?: string } = {}) {
  return freeText(opts).check(z.refine((v) => !LINE_BREAK.test(v), { message: TEXT_MESSAGES.lineBreak }));
}

/** A name other people see (a username, a display name): one line, nothing invisible. */
export function displayText(opts: { required?: string } = {}) {
  return lineText(opts).check(z.refine((v) => !hasInvisible(v), { message: TEXT_MESSAGES.invisible }));
}

/**
 * A password or a token: compared exactly as typed (never normalised — a stored hash was made from
 * those bytes), but no control characters.
 */
export function secretText(opts: { required?: string } = {}) {
  return z
    .string(opts.required ? { error: opts.required } : undefined)
    .check(z.refine((v) => !hasControl(v), { message: TEXT_MESSAGES.control }));
}

/** What Postgres text (and jsonb) cannot hold: NUL. Views strip it from anything already stored. */
// eslint-disable-next-line no-control-regex -- NUL is what it removes
export const stripNul = (v: string) => v.replace(/\u0000/g, '');
