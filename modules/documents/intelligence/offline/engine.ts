// The offline key-information engine: no network, no model download. Rules over the structure
// legal documents share, chrono-node for dates and compromise for people, all computed from the
// extracted text, with every item pointing back to its place in it.
import { keyInformationSchema, type AnalyzeOptions, type KeyInfoEngine, type KeyInformation, type PageSpan } from '../schema.js';
import { findAmounts } from './amounts.js';
import { classify, type Family } from './classify.js';
import { findClauses } from './clauses.js';
import { contractDates, courtDates, findDates, letterDates, otherDates, type LabelledDate } from './dates.js';
import { findGoverningLaw } from './governing-law.js';
import { contractParties, courtParties, letterParties, toParties, type PartyCandidate } from './parties.js';
import { extractiveSummary } from './summary.js';
import { findKeyTerms } from './terms.js';
import { FlatText, normalizeSpaces, sentences } from './text.js';

/** How far into the text the parties, title and header dates are looked for. */
const HEAD = 12_000;
/**
 * The most text analysed (about 400 dense pages, 1–3 s on this machine): the analysis runs in the
 * caller's process, so a huge document must not hold it for long. Offsets stay those of the whole text.
 */
export const MAX_ANALYZED_CHARS = 1_000_000;

function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.lastIndexOf(' ', max - 1);
  return `${s.slice(0, cut > max / 2 ? cut : max - 1)}…`;
}

export function analyzeOffline(fullText: string, fullPages: PageSpan[]): KeyInformation {
  const text = fullText.length > MAX_ANALYZED_CHARS ? fullText.slice(0, MAX_ANALYZED_CHARS) : fullText;
  const pages = fullPages.filter((p) => p.start < text.length).map((p) => ({ ...p, end: Math.min(p.end, text.length) }));
  const t = new FlatText(text, pages);
  const flat = t.flat;
  const spans = sentences(flat);

  const clause = contractParties(flat, HEAD);
  const caption = courtParties(flat, 4_000);
  const letter = letterParties(flat);
  const classification = classify(
    flat,
    {
      hasPartyClause: !!clause && clause.score >= 4,
      hasCaption: caption.length > 0,
      hasSalutation: letter.some((p) => p.role === 'Recipient') || /\b(?:Dear|DEAR)\s+[^:,\n]{2,40}[:,]/.test(flat.slice(0, 3000)),
      hasSignature: letter.some((p) => p.role === 'Sender'),
    },
    text,
  );
  const family: Family = classification.family;

  let partyCandidates: PartyCandidate[];
  if (family === 'contract') partyCandidates = clause?.parties ?? [];
  else if (family === 'court' || family === 'pleading') partyCandidates = caption;
  else if (family === 'letter') partyCandidates = letter;
  else partyCandidates = clause && clause.score >= 4 ? clause.parties : [];
  const parties = toParties(partyCandidates, t);

  const found = findDates(flat);
  let labelled: LabelledDate[];
  if (family === 'contract') {
    const anchor = clause?.anchor ?? 0;
    const lastParty = clause?.preambleEnd ?? Math.min(flat.length, 1500);
    labelled = contractDates(flat, found, { start: Math.max(0, anchor - 1500), end: lastParty + 400 });
  } else if (family === 'court' || family === 'pleading') labelled = courtDates(flat, found, 3_000);
  else if (family === 'letter') {
    // A letter agreement ("This letter agreement … shall expire on …") states its term as a contract does: its
    // effective and end dates are read by the contract's rules, with the letter's head as the preamble.
    const terms = contractDates(flat, found, { start: 0, end: Math.min(flat.length, 1500) }).filter(
      (d) => d.label === 'Effective Date' || d.label === 'Expiration Date',
    );
    labelled = [...letterDates(found, 600), ...terms];
  } else labelled = otherDates(flat, found, 3_000);
  const seenDates = new Set<string>();
  const dates = labelled
    .filter((d) => {
      // A contract's made and effective dates may be the same day and both matter; a decision's
      // "Decision Date" and "DATE" lines are one date.
      const key = family === 'contract' ? `${d.label}:${d.iso}` : d.iso;
      if (seenDates.has(key)) return false;
      seenDates.add(key);
      return true;
    })
    .map((d) => ({ text: normalizeSpaces(d.text), iso: d.iso, label: d.label, source: t.source(d.start, d.end) }));

  const seenAmounts = new Set<string>();
  const amounts = findAmounts(flat)
    .filter((a) => {
      const key = `${a.currency}:${a.value}`;
      if (seenAmounts.has(key)) return false;
      seenAmounts.add(key);
      return true;
    })
    .map((a) => ({ text: normalizeSpaces(a.text), value: a.value, currency: a.currency, source: t.source(a.start, a.end) }));

  const law = family === 'contract' ? findGoverningLaw(flat, spans) : null;
  const governingLaw = law ? { state: law.state, source: t.source(law.place.start, law.place.end) } : null;

  const clauses =
    family === 'contract'
      ? findClauses(flat, spans).map((c) => ({
          kind: c.kind,
          quote: clip(normalizeSpaces(flat.slice(c.quote.start, c.quote.end)), 600),
          source: t.source(c.quote.start, c.quote.end),
        }))
      : [];
  // The governing-law clause is the sentence the governing law was read from, when there is one.
  if (law) {
    const i = clauses.findIndex((c) => c.kind === 'governing_law');
    const entry = {
      kind: 'governing_law' as const,
      quote: clip(normalizeSpaces(flat.slice(law.sentence.start, law.sentence.end)), 600),
      source: t.source(law.sentence.start, law.sentence.end),
    };
    if (i >= 0) clauses[i] = entry;
    else clauses.unshift(entry);
  }

  const keyTerms = findKeyTerms(flat).map((k) => ({ term: k.term, source: t.source(k.first.start, k.first.end) }));

  const summary = extractiveSummary(t, spans, { parties, dates, amounts });

  const tags = [
    ...new Set(
      [
        family === 'contract' ? 'contract' : classification.documentType.toLowerCase(),
        family === 'contract' ? classification.documentType.replace(/\s+Agreement$/, '').toLowerCase() : undefined,
        governingLaw ? `${governingLaw.state} law` : undefined,
        ...clauses.filter((c) => c.kind !== 'governing_law' && c.kind !== 'term_termination').map((c) => c.kind.replace('_', '-')),
        amounts.length > 0 ? 'monetary terms' : undefined,
        ...keyTerms.slice(0, 3).map((k) => k.term.toLowerCase()),
      ].filter((x): x is string => !!x),
    ),
  ].slice(0, 8);

  return keyInformationSchema.parse({
    documentType: classification.documentType,
    confidence: classification.confidence,
    tags,
    summary,
    parties,
    dates,
    amounts,
    keyTerms,
    clauses,
    governingLaw,
  });
}

export class OfflineKeyInfoEngine implements KeyInfoEngine {
  readonly kind = 'offline' as const;

  async analyze(text: string, pages: PageSpan[], _opts?: AnalyzeOptions): Promise<KeyInformation> {
    return analyzeOffline(text, pages);
  }
}
