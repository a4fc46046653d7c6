// The letter library: every template's text and variable list agree, and each renders to a PDF and
// a DOCX that, read back, hold the filled values and the not-legal-advice line.
import Mustache from 'mustache';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { DISCLAIMER, prefillValues, templateIdParam, variablesSchema } from './contract.js';
import { LIBRARY } from './library.js';
import { fillTemplate, renderDocx, renderPdf } from './render.js';

/** Variable names a template's text uses (plain tags and sections). */
function namesIn(template: string): Set<string> {
  const out = new Set<string>();
  const walk = (tokens: unknown[][]) => {
    for (const t of tokens) {
      if (t[0] === 'name' || t[0] === '#' || t[0] === '^' || t[0] === '&') out.add(t[1] as string);
      if (Array.isArray(t[4])) walk(t[4] as unknown[][]);
    }
  };
  walk(Mustache.parse(template) as unknown[][]);
  return out;
}

const valuesFor = (t: (typeof LIBRARY)[number]) =>
  Object.fromEntries(t.variables.map((v) => [v.name, v.multiline ? `${v.label} line one\n${v.label} line two` : `Value of ${v.label}`]));

export async function pdfText(buf: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(buf));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('letter library', () => {
  it('has the ten required letters, with unique ids that routes accept', () => {
    expect(LIBRARY.map((t) => t.id).sort()).toEqual(
      [
        'cease-and-desist-harassment',
        'evidence-preservation-request',
        'hipaa-authorization-cover-letter',
        'insurance-claim-information-request',
        'notice-of-representation-pi',
        'police-report-request',
        'public-records-request',
        'small-claims-demand-letter',
        'subpoena-cover-letter',
        'witness-contact-letter',
      ].sort(),
    );
    for (const t of LIBRARY) expect(templateIdParam.safeParse(t.id).success).toBe(true);
  });

  it.each(LIBRARY.map((t) => [t.id, t] as const))(
    '%s: the text uses exactly the declared variables; sections only for optional ones',
    (_id, t) => {
      const declared = new Set(t.variables.map((v) => v.name));
      expect(declared.size).toBe(t.variables.length);
      expect([...namesIn(t.template)].sort()).toEqual([...declared].sort());
      const sections = (Mustache.parse(t.template) as unknown[][]).flatMap(function flat(tok): string[] {
        const inner = Array.isArray(tok[4]) ? (tok[4] as unknown[][]).flatMap(flat) : [];
        return tok[0] === '#' || tok[0] === '^' ? [tok[1] as string, ...inner] : inner;
      });
      for (const s of sections) expect(t.variables.find((v) => v.name === s)?.required, `${s} is a section`).toBe(false);
    },
  );

  it.each(LIBRARY.map((t) => [t.id, t] as const))(
    '%s: renders to a PDF and a DOCX holding every value and the disclaimer',
    async (_id, t) => {
      const values = valuesFor(t);
      const letter = fillTemplate(t.template, values);
      expect(letter).not.toMatch(/\{\{|\}\}/);
      const pdf = await renderPdf(letter, { title: t.name });
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const shownPdf = await pdfText(pdf);
      const docx = await renderDocx(letter, { title: t.name });
      expect(docx.subarray(0, 2).toString('latin1')).toBe('PK');
      const shownDocx = (await mammoth.extractRawText({ buffer: docx })).value.replace(/\s+/g, ' ');
      for (const v of t.variables) {
        for (const line of values[v.name]!.split('\n')) {
          expect(shownPdf, `${v.name} in the PDF`).toContain(line);
          expect(shownDocx, `${v.name} in the DOCX`).toContain(line);
        }
      }
      expect(shownPdf).toContain('not legal advice');
    },
  );

  it('drops an empty optional section and keeps the letter tidy', () => {
    const t = LIBRARY.find((x) => x.id === 'evidence-preservation-request')!;
    const required = Object.fromEntries(t.variables.filter((v) => v.required).map((v) => [v.name, `[${v.name}]`]));
    const letter = fillTemplate(t.template, { ...required, caseTitle: '', caseNumber: '' });
    expect(letter).toContain('RE: Request to Preserve Evidence\n');
    expect(letter).not.toContain('Case No.');
    expect(letter).not.toMatch(/\n{3,}/);
    const withCase = fillTemplate(t.template, { ...required, caseTitle: 'Doe v. Acme', caseNumber: '24-CV-1' });
    expect(withCase).toContain('RE: Request to Preserve Evidence — Doe v. Acme (Case No. 24-CV-1)');
  });

  it('validates values by the string rule and names every missing required variable', () => {
    const t = LIBRARY.find((x) => x.id === 'small-claims-demand-letter')!;
    const schema = variablesSchema(t.variables);
    const missing = schema.safeParse({ senderName: 'Dana' });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues.map((i) => i.message)).toContain(
      'Missing required variables: senderAddress, date, recipientName, recipientAddress, amountOwed, reasonOwed, paymentDeadline',
    );
    const full = Object.fromEntries(t.variables.filter((v) => v.required).map((v) => [v.name, 'x']));
    expect(schema.safeParse(full).success).toBe(true);
    expect(schema.safeParse({ ...full, amountOwed: '   ' }).error?.issues[0]?.message).toBe('Missing required variables: amountOwed');
    expect(schema.safeParse({ ...full, amountOwed: 'one\ntwo' }).error?.issues[0]?.message).toBe('This field must be on one line');
    expect(schema.safeParse({ ...full, reasonOwed: 'bad \u0007 bell' }).error?.issues[0]?.message).toBe(
      'Text must not contain control characters',
    );
    expect(schema.safeParse({ ...full, reasonOwed: 'two\nlines' }).success).toBe(true);
    expect(schema.safeParse({ ...full, favouriteColour: 'blue' }).error?.issues[0]?.message).toBe('Unknown variables: favouriteColour');
    expect(schema.safeParse({ ...full, amountOwed: 'x'.repeat(201) }).error?.issues[0]?.message).toBe(
      'Amount owed must be at most 200 characters',
    );
  });

  it('prefills from the profile, a case and today', () => {
    const t = LIBRARY.find((x) => x.id === 'witness-contact-letter')!;
    expect(
      prefillValues(t.variables, {
        user: { username: 'dana', email: 'dana@example.com' },
        case: { title: 'Doe v. Acme', number: '' },
        today: 'May 1, 2026',
      }),
    ).toEqual({ senderName: 'dana', senderEmail: 'dana@example.com', caseTitle: 'Doe v. Acme', date: 'May 1, 2026' });
  });

  it('says it is not legal advice', () => {
    expect(DISCLAIMER).toMatch(/not legal advice/);
  });
});
