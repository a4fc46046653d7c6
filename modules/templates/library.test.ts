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
  it('has the ten required letters and the civil pair, with unique ids that routes accept', () => {
    expect(LIBRARY.map((t) => t.id).sort()).toEqual(
      [
        'cease-and-desist-harassment',
        'civil-demand-letter',
        'evidence-preservation-request',
        'hipaa-authorization-cover-letter',
        'insurance-claim-information-request',
        'notice-of-representation-pi',
        'police-report-request',
        'public-records-request',
        'small-claims-demand-letter',
        'small-claims-filing-checklist',
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

  it('prefills a civil case: opposing party, amount, state, claims, evidence, witnesses and the small-claims limit', () => {
    const civil = {
      title: 'Whitfield v. Lee Roofing',
      number: 'CV-2026-0042',
      opposingParty: 'Lee Roofing LLC',
      amountInDispute: '$2,400.00',
      state: 'Illinois',
      claims: 'Paid $2,400 in advance for a roof repair that was never done.',
      evidence: 'Signed estimate\nBank statement',
      witnesses: 'Sam Ortiz\nPat Lee',
      smallClaimsLimit: '$10,000.00',
    };
    const demand = LIBRARY.find((x) => x.id === 'civil-demand-letter')!;
    expect(prefillValues(demand.variables, { user: { username: 'dana' }, case: civil, today: 'May 1, 2026' })).toEqual({
      senderName: 'dana',
      date: 'May 1, 2026',
      recipientName: 'Lee Roofing LLC',
      factsDescription: 'Paid $2,400 in advance for a roof repair that was never done.',
      amountDemanded: '$2,400.00',
      evidenceSummary: 'Signed estimate\nBank statement',
    });
    const checklist = LIBRARY.find((x) => x.id === 'small-claims-filing-checklist')!;
    expect(prefillValues(checklist.variables, { user: { username: 'dana' }, case: civil, today: 'May 1, 2026' })).toEqual({
      senderName: 'dana',
      date: 'May 1, 2026',
      caseTitle: 'Whitfield v. Lee Roofing',
      caseNumber: 'CV-2026-0042',
      state: 'Illinois',
      claimAmount: '$2,400.00',
      smallClaimsLimit: '$10,000.00',
      claimSummary: 'Paid $2,400 in advance for a roof repair that was never done.',
      defendantName: 'Lee Roofing LLC',
      evidenceList: 'Signed estimate\nBank statement',
      witnessList: 'Sam Ortiz\nPat Lee',
    });
    // What a case does not know stays blank; a multi-line case value only goes to a multi-line field.
    expect(prefillValues(checklist.variables, { case: { title: 'Whitfield v. Lee Roofing' } })).toEqual({
      caseTitle: 'Whitfield v. Lee Roofing',
    });
    for (const t of LIBRARY)
      for (const v of t.variables)
        if (v.prefill === 'case.claims' || v.prefill === 'case.evidence' || v.prefill === 'case.witnesses')
          expect(v.multiline, `${t.id}.${v.name}`).toBe(true);
  });

  describe('civil demand letter', () => {
    const t = LIBRARY.find((x) => x.id === 'civil-demand-letter')!;
    const required = {
      senderName: 'Dana Whitfield',
      senderAddress: '42 Elm Street\nSpringfield, IL 62701',
      date: 'May 1, 2026',
      recipientName: 'Lee Roofing LLC',
      recipientAddress: '9 Oak Avenue\nSpringfield, IL 62704',
      factsDescription: 'On March 3, 2026, you agreed to repair my roof for $4,200. I paid $2,400 in advance. The work was never done.',
      amountDemanded: '$2,400.00',
      responseDays: '14',
    };

    it('with only the required parts: the demand, the deadline, court as the next step, no empty sections', () => {
      expect(variablesSchema(t.variables).safeParse(required).success).toBe(true);
      const letter = fillTemplate(t.template, required);
      expect(letter).toContain('RE: Demand for Payment of $2,400.00\n');
      expect(letter).toContain('I demand that you pay me $2,400.00.\n');
      expect(letter).toContain(
        'Please respond within 14 days of the date of this letter. Please send payment, or contact me to discuss this matter, at the address above.\n',
      );
      expect(letter).toContain(
        'If I do not receive payment or a response by then, I intend to file a claim in court without further notice',
      );
      for (const absent of ['I also ask', 'made up as follows', 'records that support', 'reach me', 'write to me'])
        expect(letter).not.toContain(absent);
      expect(letter).not.toMatch(/\n{3,}|\{\{|\}\}/);
      expect(letter.endsWith('Sincerely,\n\nDana Whitfield')).toBe(true);
    });

    it('with every optional part', () => {
      const letter = fillTemplate(t.template, {
        ...required,
        senderEmail: 'dana@example.com',
        senderPhone: '(217) 555-0100',
        recipientOrganization: 'Attn: Accounts',
        amountBreakdown: 'Advance payment: $2,400.00',
        actionDemanded: 'return the ladder left at my home',
        legalBasis: 'You took payment for work you did not do, which breaks our written agreement.',
        evidenceSummary: 'The signed estimate\nMy bank statement',
        nextStep: 'file a claim in small claims court',
        paymentInstructions: 'a check mailed to the address above',
      });
      expect(letter).toContain('I demand that you pay me $2,400.00. I also ask that you return the ladder left at my home.\n');
      expect(letter).toContain('The amount is made up as follows:\n\nAdvance payment: $2,400.00');
      expect(letter).toContain('including:\n\nThe signed estimate\nMy bank statement');
      expect(letter).toContain(
        'Please send payment by a check mailed to the address above. You can reach me at (217) 555-0100. You can write to me at dana@example.com.',
      );
      expect(letter).toContain('I intend to file a claim in small claims court without further notice');
      expect(letter).toContain('which breaks our written agreement.\n\nI demand');
      expect(letter).not.toMatch(/\n{3,}/);
    });
  });

  describe('small claims checklist', () => {
    const t = LIBRARY.find((x) => x.id === 'small-claims-filing-checklist')!;
    const required = {
      senderName: 'Dana Whitfield',
      date: 'May 1, 2026',
      state: 'Illinois',
      claimAmount: '$2,400.00',
      defendantName: 'Lee Roofing LLC',
      defendantAddress: '9 Oak Avenue\nSpringfield, IL 62704',
    };

    it('with only the required parts: blanks to fill by hand, the self-help page named', () => {
      expect(variablesSchema(t.variables).safeParse(required).success).toBe(true);
      const list = fillTemplate(t.template, required);
      expect(list).toContain('Prepared by Dana Whitfield on May 1, 2026\n');
      expect(list).toContain('Small claims limit in Illinois: ____________ (look it up on your court’s self-help page)');
      expect(list).toContain('Court and county: ________________________________');
      expect(list).toContain('Sent on: ____________\n');
      expect(list).toContain('Fee: ____________ (from the court’s fee schedule)');
      expect(list).toContain('Exact legal name: Lee Roofing LLC\nAddress for service:\n9 Oak Avenue\nSpringfield, IL 62704');
      expect(list).not.toContain('What the claim is about');
      expect(list).not.toMatch(/\n{3,}|\{\{|\}\}/);
      expect(list.match(/\[ \]/g)!.length).toBeGreaterThanOrEqual(15);
    });

    it('with every optional part, the limit from the case', () => {
      const list = fillTemplate(t.template, {
        ...required,
        caseTitle: 'Whitfield v. Lee Roofing',
        caseNumber: 'CV-2026-0042',
        smallClaimsLimit: '$10,000.00',
        claimSummary: 'Paid in advance for a roof repair that was never done.',
        courtName: 'Sangamon County Circuit Court, Small Claims',
        demandLetterDate: 'May 1, 2026',
        demandLetterMethod: 'certified mail',
        evidenceList: 'Signed estimate\nBank statement',
        witnessList: 'Sam Ortiz',
        filingFee: '$75.00',
        hearingDate: 'June 12, 2026, 9:00 a.m., Room 4B',
      });
      expect(list).toContain('Prepared by Dana Whitfield on May 1, 2026 for Whitfield v. Lee Roofing (Case No. CV-2026-0042)');
      expect(list).toContain('Small claims limit in Illinois: $10,000.00 (confirm it on your court’s self-help page)');
      expect(list).toContain('Court and county: Sangamon County Circuit Court, Small Claims\n');
      expect(list).toContain('Sent on: May 1, 2026, by certified mail\n');
      expect(list).toContain('5. Evidence\nSigned estimate\nBank statement\n[ ]');
      expect(list).toContain('Fee: $75.00\n');
      expect(list).toContain('Date, time and courtroom: June 12, 2026, 9:00 a.m., Room 4B\n');
      expect(list).not.toContain('____');
      expect(list).not.toMatch(/\n{3,}/);
    });
  });

  it('says it is not legal advice', () => {
    expect(DISCLAIMER).toMatch(/not legal advice/);
  });
});
