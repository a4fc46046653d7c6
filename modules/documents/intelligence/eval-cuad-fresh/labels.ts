// The CUAD-labelled fresh part (issue 28, decision 0072; README.md beside this file): CUAD contracts
// outside ../shared/fixtures/cuad-dev, ../shared/fixtures/real-documents and ../eval-fresh, labelled
// from CUAD's own lawyer annotations (annotations.json, copied from CUAD's master_clauses.csv) the
// way ../eval-cuad/gold.ts labels the CUAD parts: dates and governing law read from the annotations by
// gold.ts's readers, parties and type chosen by hand from the annotations. Amounts are not labelled.
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Truth } from '../evaluation.js';
import { parseCuadDate, parseGoverningLaw, spanStatesDate } from '../eval-cuad/gold.js';
import type { Corpus } from '../eval-cuad/harness.js';
import type { CuadTruth } from '../eval-cuad/score.js';

const here = path.dirname(fileURLToPath(import.meta.url));

interface CuadLabel {
  spans: string;
  answer: string;
}
export interface AnnotatedContract {
  file: string;
  category: string;
  cuad: Record<'Document Name' | 'Parties' | 'Agreement Date' | 'Effective Date' | 'Expiration Date' | 'Governing Law', CuadLabel>;
  parties: string[];
  documentType: string;
}

export function readAnnotations(): Record<string, AnnotatedContract> {
  return (JSON.parse(readFileSync(path.join(here, 'annotations.json'), 'utf8')) as { documents: Record<string, AnnotatedContract> })
    .documents;
}

/** The part's file ids, k01 onwards. */
export function cuadFreshIds(): string[] {
  return Object.keys(readAnnotations()).sort();
}

/**
 * The dates CUAD gives a contract, one per value: a date the annotated span states is required, one
 * the annotator computed ("until the end of the current calendar year") is optional. A space before
 * a comma in the span ("July 11 , 2006", as the EDGAR text has it) is closed first, since gold.ts's
 * reader expects the comma against the day.
 */
export function cuadDates(cuad: AnnotatedContract['cuad']): Truth['dates'] {
  const out = new Map<string, Truth['dates'][number]>();
  for (const field of ['Agreement Date', 'Effective Date', 'Expiration Date'] as const) {
    const l = cuad[field];
    const iso = parseCuadDate(l.answer);
    if (!iso) continue;
    const verbatim = spanStatesDate(l.spans.replace(/\s+,/g, ','), iso);
    const prev = out.get(iso);
    if (!prev || (prev.verbatimInText === false && verbatim))
      out.set(iso, { value: iso, label: field, ...(verbatim ? {} : { verbatimInText: false }) });
  }
  return [...out.values()];
}

/** The part as a corpus for the CUAD harness: TXT only (no PDF is kept; the harness makes the DOCX). */
export function cuadFreshCorpus(): Corpus {
  const truths = new Map<string, CuadTruth>();
  for (const [id, d] of Object.entries(readAnnotations())) {
    truths.set(id, {
      id,
      documentType: d.documentType,
      parties: d.parties,
      dates: cuadDates(d.cuad),
      governingLaw: parseGoverningLaw(d.cuad['Governing Law'].answer),
      amounts: null,
    });
  }
  return {
    truths,
    text: async (id) => new Uint8Array(await readFile(path.join(here, 'texts', `${id}.txt`))),
  };
}
