// The fresh development part (issue 28, README.md beside this file): twenty CUAD contracts that are
// neither in ../shared/fixtures/cuad-dev nor in ../shared/fixtures/real-documents, committed with
// their labels (labels.json, written by hand before the engine ran on them). Read as a corpus by the
// CUAD harness, so `npm run eval:documents -- --part fresh` prints figures comparable with the others.
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Corpus } from '../eval-cuad/harness.js';
import type { CuadTruth } from '../eval-cuad/score.js';

const here = path.dirname(fileURLToPath(import.meta.url));

interface FreshLabel {
  file: string;
  documentType: string;
  parties: string[];
  dates: { value: string; label: string }[];
  governingLaw: string[] | null;
  amounts: { text: string; role: string | null }[];
}

/** The fresh development part (texts/, labels.json) or the smaller set held out from its rules (held-out/). */
export type FreshSet = 'fresh' | 'held-out';
const folder = (set: FreshSet) => (set === 'fresh' ? here : path.join(here, 'held-out'));
const textsOf = (set: FreshSet) => (set === 'fresh' ? path.join(here, 'texts') : path.join(here, 'held-out'));

function readLabels(set: FreshSet): Record<string, FreshLabel> {
  return (JSON.parse(readFileSync(path.join(folder(set), 'labels.json'), 'utf8')) as { documents: Record<string, FreshLabel> }).documents;
}

/** The set's file ids: f01 to f20, or h01 to h04. */
export function freshIds(set: FreshSet = 'fresh'): string[] {
  return Object.keys(readLabels(set)).sort();
}

/** A fresh set as a corpus: TXT only (the original PDFs are not kept here; the harness makes the DOCX). */
export function freshCorpus(set: FreshSet = 'fresh'): Corpus {
  const truths = new Map<string, CuadTruth>();
  for (const [id, l] of Object.entries(readLabels(set))) {
    truths.set(id, {
      id,
      documentType: l.documentType,
      parties: l.parties,
      dates: l.dates.map((d) => ({ value: d.value, label: d.label })),
      governingLaw: l.governingLaw,
      amounts: l.amounts.map((a) => a.text),
    });
  }
  return {
    truths,
    text: async (id) => new Uint8Array(await readFile(path.join(textsOf(set), `${id}.txt`))),
  };
}
