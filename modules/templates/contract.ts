// Requests and responses of the letter-template endpoints, and the variable rules the web form
// and the server share (SPEC §3 templates: id, name, category, subcategory, description,
// template, variables, createdAt, updatedAt).
import Mustache from 'mustache';
import * as z from 'zod/mini';
import '../../infra/http/zod-english.js';
import { freeText, lineText } from '../../infra/http/text.js';

export const MESSAGES = {
  templateNotFound: 'Template not found',
  format: 'Format must be pdf or docx',
  variables: 'Variables must be an object of text values',
  lineTooLong: (label: string) => `${label} must be at most ${LINE_MAX} characters`,
  textTooLong: (label: string) => `${label} must be at most ${TEXT_MAX} characters`,
  missing: (names: string[]) => `Missing required variables: ${names.join(', ')}`,
  required: (label: string) => `${label} is required`,
  unknown: (names: string[]) => `Unknown variables: ${names.join(', ')}`,
} as const;

export const LINE_MAX = 200;
export const TEXT_MAX = 4000;

export const DISCLAIMER =
  'Prepared with Casebook. This letter is a general template, not legal advice; have an attorney review it before you rely on it.';

export const TEMPLATE_CATEGORIES = ['Investigative', 'Legal'] as const;

/**
 * Where the form can take a variable's first value from: the user's profile, today, and a case
 * (its title and number; a civil case's opposing party, amount in dispute, state, claims, evidence
 * and witnesses, and the state's small-claims limit once an analysis has named it).
 */
export const PREFILL_SOURCES = [
  'user.username',
  'user.email',
  'case.title',
  'case.number',
  'case.opposingParty',
  'case.amountInDispute',
  'case.state',
  'case.claims',
  'case.evidence',
  'case.witnesses',
  'case.smallClaimsLimit',
  'today',
] as const;
export type PrefillSource = (typeof PREFILL_SOURCES)[number];

export const templateVariable = z.object({
  /** The name in the template text, `{{name}}`. */
  name: z.string().check(z.regex(/^[a-z][A-Za-z0-9]*$/)),
  label: z.string(),
  required: z.boolean(),
  /** Several lines (an address, a description); one line otherwise. */
  multiline: z.boolean(),
  help: z.optional(z.string()),
  placeholder: z.optional(z.string()),
  prefill: z.optional(z.enum(PREFILL_SOURCES)),
});
export type TemplateVariable = z.infer<typeof templateVariable>;

export const templateSummary = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(TEMPLATE_CATEGORIES),
  subcategory: z.string(),
  description: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TemplateSummary = z.infer<typeof templateSummary>;
export const templateListResponse = z.array(templateSummary);

export const templateResponse = z.extend(templateSummary, { template: z.string(), variables: z.array(templateVariable) });
export type TemplateResponse = z.infer<typeof templateResponse>;

export const templateIdParam = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,80}$/));

export const renderFormat = z.enum(['pdf', 'docx'], { error: MESSAGES.format });
export type RenderFormat = z.infer<typeof renderFormat>;

/** The request before the template's own rules (which need the template) are applied. */
export const renderRequest = z.object({
  format: renderFormat,
  variables: z._default(z.record(z.string(), z.string({ error: MESSAGES.variables }), { error: MESSAGES.variables }), {}),
});
export type RenderRequest = z.input<typeof renderRequest>;

/**
 * The schema of one template's variables, with the string rule (NFC, no control characters; one
 * line unless multiline), the length limits and, for required ones, not blank. Unknown names are
 * refused; missing required ones are named together in one message.
 */
export function variablesSchema(variables: readonly TemplateVariable[]) {
  const known = new Set(variables.map((v) => v.name));
  const shape: Record<string, z.ZodMiniType<string | undefined>> = {};
  for (const v of variables) {
    const base = v.multiline
      ? z.pipe(freeText(), z.string().check(z.maxLength(TEXT_MAX, MESSAGES.textTooLong(v.label))))
      : z.pipe(lineText(), z.string().check(z.maxLength(LINE_MAX, MESSAGES.lineTooLong(v.label))));
    shape[v.name] = z.optional(
      z.pipe(
        base,
        z.transform((s) => s.trim()),
      ),
    );
  }
  return z
    .pipe(
      z.record(z.string(), z.unknown()).check(
        z.superRefine((input, ctx) => {
          const unknown = Object.keys(input).filter((k) => !known.has(k));
          if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: MESSAGES.unknown(unknown) });
        }),
      ),
      z.object(shape),
    )
    .check(
      z.superRefine((values, ctx) => {
        const missing = variables.filter((v) => v.required && !values[v.name]);
        if (missing.length === 0) return;
        // First the one message that names them all (the API's answer), then one per field (the form's).
        ctx.addIssue({ code: 'custom', message: MESSAGES.missing(missing.map((v) => v.name)) });
        for (const v of missing) ctx.addIssue({ code: 'custom', message: MESSAGES.required(v.label), path: [v.name] });
      }),
    );
}

/** A case's values as the letter shows them (money as "$1,850.00", the state by name, one witness a line). */
export interface CasePrefill {
  title?: string | undefined;
  number?: string | undefined;
  opposingParty?: string | undefined;
  amountInDispute?: string | undefined;
  state?: string | undefined;
  claims?: string | undefined;
  evidence?: string | undefined;
  witnesses?: string | undefined;
  smallClaimsLimit?: string | undefined;
}

export interface PrefillSources {
  user?: { username?: string; email?: string };
  case?: CasePrefill;
  /** Today's date as the letter shows it (the caller's clock and locale). */
  today?: string;
}

/** First values for a template's variables from the user's profile and a case (blank when unknown). */
export function prefillValues(variables: readonly TemplateVariable[], sources: PrefillSources): Record<string, string> {
  const pick: Record<PrefillSource, string | undefined> = {
    'user.username': sources.user?.username,
    'user.email': sources.user?.email,
    'case.title': sources.case?.title,
    'case.number': sources.case?.number,
    'case.opposingParty': sources.case?.opposingParty,
    'case.amountInDispute': sources.case?.amountInDispute,
    'case.state': sources.case?.state,
    'case.claims': sources.case?.claims,
    'case.evidence': sources.case?.evidence,
    'case.witnesses': sources.case?.witnesses,
    'case.smallClaimsLimit': sources.case?.smallClaimsLimit,
    today: sources.today,
  };
  const out: Record<string, string> = {};
  for (const v of variables) {
    const value = v.prefill ? pick[v.prefill] : undefined;
    if (value) out[v.name] = value;
  }
  return out;
}

/** Today as a US letter dates it: "May 1, 2026". */
export const letterDate = (d: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(d);

/**
 * The letter's text: the template with its variables filled; an empty optional one drops its
 * section. Shared: the server lays this text out as PDF or DOCX, and the form previews it.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  // Letters are plain text: nothing is HTML-escaped.
  const text = Mustache.render(template, values, {}, { escape: (v: unknown) => String(v) });
  return text
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
