// Document type by rule scores: a family score (contract, court decision, letter, memorandum,
// invoice, pleading, affidavit) from structural cues, then the contract kind from the title's head
// noun ("… License Agreement"), the rest of the title and the body's vocabulary. The scores go
// through a softmax, so the confidence is the model's share of belief in its answer.

import { isPlaceName } from './places.js';

export type Family = 'contract' | 'court' | 'letter' | 'memo' | 'invoice' | 'pleading' | 'affidavit' | 'other';

interface ContractKind {
  type: string;
  words: RegExp;
}

/** Contract kinds (CUAD's categories and other common ones), each with the words that name it. */
const CONTRACT_KINDS: ContractKind[] = [
  { type: 'License Agreement', words: /\blicen[cs](?:e|es|ing|or|ee)\b/gi },
  { type: 'Distributor Agreement', words: /\bdistribut(?:or|ors|orship|ion)\b/gi },
  { type: 'Reseller Agreement', words: /\bresell(?:er|ers|ing)\b/gi },
  { type: 'Consulting Agreement', words: /\bconsult(?:ing|ant|ants|ancy)\b/gi },
  { type: 'Joint Venture Agreement', words: /\bjoint\s+venture\b/gi },
  { type: 'Service Agreement', words: /\bservic(?:e|es|ing)\b/gi },
  { type: 'Hosting Agreement', words: /\b(?:web\s*site\s+)?hosting\b|\bhosted\b/gi },
  { type: 'Endorsement Agreement', words: /\bendorse(?:ment|ments|r)?\b/gi },
  { type: 'Supply Agreement', words: /\bsuppl(?:y|ier|iers)\b/gi },
  { type: 'Sponsorship Agreement', words: /\bsponsor(?:ship|s)?\b/gi },
  { type: 'Outsourcing Agreement', words: /\boutsourc(?:ing|e|ed)\b/gi },
  { type: 'Promotion Agreement', words: /\b(?:co-)?promot(?:ion|ional|e|ing)\b/gi },
  { type: 'Development Agreement', words: /\bdevelop(?:ment|ing)?\b/gi },
  { type: 'Agency Agreement', words: /\bagen(?:cy|t)\b/gi },
  { type: 'Co-Branding Agreement', words: /\bco-?brand(?:ing|ed)?\b/gi },
  { type: 'Collaboration Agreement', words: /\bcollaborat(?:ion|ive)\b|\bcooperation\b/gi },
  { type: 'Franchise Agreement', words: /\bfranchis(?:e|ee|or|ing)\b/gi },
  { type: 'IP Agreement', words: /\b(?:intellectual\s+property|patents?|trademarks?|copyrights?)\b/gi },
  { type: 'Maintenance Agreement', words: /\bmaint(?:enance|ain)\b/gi },
  { type: 'Manufacturing Agreement', words: /\bmanufactur(?:ing|e|er)\b/gi },
  { type: 'Marketing Agreement', words: /\bmarketing\b/gi },
  { type: 'Non-Compete Agreement', words: /\bnon-?compet(?:e|ition)\b|\bnon-?solicit(?:ation)?\b/gi },
  { type: 'Strategic Alliance Agreement', words: /\b(?:strategic\s+)?alliance\b/gi },
  { type: 'Transportation Agreement', words: /\btransport(?:ation)?\b|\bfreight\b|\bcarrier\b/gi },
  { type: 'Affiliate Agreement', words: /\baffiliate\s+(?:marketing|program)\b/gi },
  { type: 'Employment Agreement', words: /\bemploy(?:ment|ee)\b/gi },
  { type: 'Lease Agreement', words: /\blease\b|\blessee\b|\blessor\b/gi },
  { type: 'Loan Agreement', words: /\bloan\b|\bborrower\b|\blender\b/gi },
  { type: 'Non-Disclosure Agreement', words: /\bnon-?disclosure\b|\bconfidentiality\s+agreement\b/gi },
  { type: 'Purchase Agreement', words: /\bpurchase\b|\bbuyer\b/gi },
  { type: 'Settlement Agreement', words: /\bsettlement\b|\brelease\s+of\s+claims\b/gi },
  { type: 'Partnership Agreement', words: /\bpartnership\b/gi },
];

export const FAMILY_TYPES: Record<Exclude<Family, 'contract' | 'other'>, string> = {
  court: 'Court Opinion',
  letter: 'Letter',
  memo: 'Memorandum',
  invoice: 'Invoice',
  pleading: 'Complaint',
  affidavit: 'Affidavit',
};

/** Every document type the classifier names (contract kinds, then the other families). */
export const DOCUMENT_TYPES: readonly string[] = [...CONTRACT_KINDS.map((k) => k.type), ...Object.values(FAMILY_TYPES)];

export interface Title {
  text: string;
  start: number;
  end: number;
}

// "This Sponsored Research Agreement", "this Strategic Alliance Agreement", "this e-business Hosting Agreement": the document naming itself.
const TITLE_THIS =
  /\b(?:THIS|This|this)\s+((?:(?:[A-Z][\w&/.'-]*|[a-z]+-[\w-]+|and|of|for|&|to|on)\s+){1,8}?)(?:Agreement|AGREEMENT|Contract|CONTRACT)\b/g;
const TITLE_CAPS = /((?:[A-Z][A-Z&/.'-]+\s+){1,6})(?:AGREEMENT|CONTRACT)\b/g;
const TITLE_LINE = /(?:^|\n)\s*((?:[A-Z][\w'-]*\s+){1,5})(?:agreement|Agreement)\s*(?=\n|$)/g;

/** "the", "said", "original", "existing" … just before a title: a reference to another agreement, not this one's title. */
const REFERENCE_BEFORE =
  /\b(?:the|said|such|any|an|a|original|existing|prior|previous|underlying|related|separate)\s+(?:[A-Z&][\w&-]*\s+){0,3}$/;
/** A title at the top in any case: a capitalised first word, up to five more, then "agreement" or "contract". */
const TITLE_TOP =
  /(?<![\w\]])([A-Z][\w&'-]*(?:[ \t]+[A-Za-z][\w&'-]*){0,5}[ \t]+(?:agreement|contract|Agreement|Contract|AGREEMENT|CONTRACT))\b/;

/** The kind a heading names on its own ("ENDORSEMENT"), if any. */
function kindOf(words: string): ContractKind | undefined {
  return CONTRACT_KINDS.find((k) => count(k.words, words) > 0);
}

/** The contract's title ("Sponsored Research and License Agreement"), from the first part of the text. */
export function findTitle(flat: string, limit = 4000, lines?: string): Title | undefined {
  const head = flat.slice(0, limit);
  const found: (Title & { own: boolean })[] = [];
  for (const re of [TITLE_THIS, TITLE_CAPS, TITLE_LINE]) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(head))) {
      // Drop what precedes the last sentence end inside the capture ("DISCLOSED. SPONSORED …").
      let words = m[1]!;
      const cut = Math.max(words.lastIndexOf('. '), words.lastIndexOf(': '));
      if (cut >= 0) words = words.slice(cut + 2);
      words = words.replace(/^(?:(?:THIS|This|THE|The)\s+)+/, '');
      if (!words.trim()) continue;
      const at = m.index + m[0].indexOf(m[1]!) + (m[1]!.length - words.length);
      // Another agreement the text refers to ("the original PURCHASE & LICENSE CONTRACT"), or an address line ("AUSTRALIA AGREEMENT").
      if (re !== TITLE_THIS && (REFERENCE_BEFORE.test(head.slice(Math.max(0, at - 40), at)) || isPlaceName(words.trim()))) continue;
      const start = m.index + m[0].indexOf(m[1]!) + (m[1]!.length - words.length);
      const end = m.index + m[0].length;
      found.push({ text: flat.slice(start, end), start, end, own: re === TITLE_THIS });
      break;
    }
  }
  // A title alone on its line ("Distributorship agreement"): in the line-broken text, since a PDF's
  // cover page keeps its lines but not always blank lines between them.
  if (lines) {
    const m = /^[ \t]*((?:[A-Z][\w'-]*[ \t]+){1,5})(?:agreement|Agreement|AGREEMENT|contract|Contract|CONTRACT)[ \t]*$/m.exec(
      lines.slice(0, limit),
    );
    if (m) {
      const words = m[1]!.replace(/^(?:(?:THIS|This|THE|The)\s+)+/, '').trim();
      const at = flat.indexOf(words.replace(/\s+/g, ' '));
      if (words && at >= 0)
        found.push({ text: `${words} ${m[0].trim().split(/\s+/).pop()}`, start: at, end: at + words.length, own: false });
    }
  }
  // The document's first line naming a kind on its own ("ENDORSEMENT"): its title, whatever comes later.
  const first = /^\s*(?:(?:Exhibit|EXHIBIT)\s+[\w().-]+\s+)?([A-Z][A-Z-]{3,}(?:[ \t]+[A-Z][A-Z-]{2,}){0,2})[ \t]*(?:\n|$)/.exec(head);
  if (first && kindOf(first[1]!) && !/\b(?:AGREEMENT|CONTRACT)\b/.test(first[1]!)) {
    const start = first.index + first[0].indexOf(first[1]!);
    found.push({ text: first[1]!, start, end: start + first[1]!.length, own: false });
  }
  // A heading at the top that names the kind in lower case ("Maintenance and support contract for …").
  if (!found.some((f) => !f.own)) {
    const top = head.slice(0, 600);
    const m = TITLE_TOP.exec(top);
    if (m && !/^(?:THIS|This|THE|The)\s/.test(m[1]!) && !REFERENCE_BEFORE.test(top.slice(Math.max(0, m.index - 40), m.index)))
      found.push({ text: m[1]!, start: m.index, end: m.index + m[1]!.length, own: false });
  }
  if (found.length === 0) return undefined;
  // "This X Agreement" names the document in its own words; otherwise the first heading that does.
  const own = found.find((f) => f.own);
  const pick = own ?? found.sort((a, b) => a.start - b.start)[0]!;
  return { text: pick.text, start: pick.start, end: pick.end };
}

function count(re: RegExp, s: string): number {
  re.lastIndex = 0;
  return s.match(re)?.length ?? 0;
}

export interface FamilyCues {
  hasPartyClause: boolean;
  hasCaption: boolean;
  hasSalutation: boolean;
  hasSignature: boolean;
}

function familyScores(flat: string, cues: FamilyCues, title: Title | undefined): Record<Exclude<Family, 'other'>, number> {
  const n = Math.max(1, flat.length / 10_000);
  const head = flat.slice(0, 3000);
  const shall = count(/\bshall\b/g, flat) / n;
  const contract =
    (title ? 3 : 0) +
    Math.min(3, shall / 8) +
    (cues.hasPartyClause ? 2 : 0) +
    (/\bWHEREAS\b/.test(flat) ? 1 : 0) +
    (/\bIN WITNESS WHEREOF\b/i.test(flat) ? 1 : 0) +
    (/\b(?:hereto|hereunder|hereof)\b/i.test(flat) ? 0.5 : 0);
  const court =
    (cues.hasCaption ? 3 : 0) +
    (/\b(?:court\s+of\s+appeals|district\s+court|supreme\s+court|board\s+of\s+[\w' ]*appeals|circuit\s+judges?|immigration\s+judges?|law\s+judge|bankruptcy\s+court|court\s+of\s+claims)\b/i.test(
      head,
    )
      ? 2
      : 0) +
    (/\b(?:affirm|revers|remand|vacat|sustain|dismiss|den(?:y|ie))(?:ed|e)?\b/i.test(flat) ? 0.5 : 0) +
    (/\b(?:opinion|decided|decision|order)\b/i.test(head) ? 1 : 0) +
    Math.min(2, count(/\b\d+\s+(?:U\.S\.C?|F\.\s?(?:\dd|\d(?:th|d))|F\.\s?Supp|S\.\s?Ct|C\.F\.R|I&N Dec)\.?\b/g, flat) / n / 3);
  const letter =
    (cues.hasSalutation ? 3 : 0) +
    (cues.hasSignature ? 3 : 0) +
    (flat.length < 12_000 ? 1 : 0) +
    (/\b(?:I|we)\s+(?:am|have|write|would)\b/i.test(flat) ? 0.5 : 0);
  const memo =
    (/\bMEMORANDUM\b/.test(head) && !/\bOPINION\b/.test(head) ? 2 : 0) +
    (/(?:^|\n)\s*TO:/.test(head) ? 1.5 : 0) +
    (/(?:^|\n)\s*FROM:/.test(head) ? 1.5 : 0) +
    (/(?:^|\n)\s*(?:RE|SUBJECT):/.test(head) ? 1 : 0);
  const invoice =
    (/\bINVOICE\b|\bInvoice\s+(?:No|Number|#)/.test(head) ? 3 : 0) +
    (/\b(?:amount\s+due|bill\s+to|total\s+due|balance\s+due)\b/i.test(flat) ? 2 : 0);
  const pleading =
    (/\bCOMPLAINT\b/.test(head) ? 3 : 0) +
    (/\bCOUNT\s+(?:I|ONE|1)\b/.test(flat) ? 1 : 0) +
    (/\bWHEREFORE\b/.test(flat) ? 1 : 0) +
    (/\balleges?\b/i.test(flat) ? 0.5 : 0) +
    (cues.hasCaption ? 1 : 0);
  const affidavit =
    (/\bAFFIDAVIT\b|\bDECLARATION\s+OF\b/.test(head) ? 3 : 0) +
    (/\b(?:sworn|subscribed|under\s+penalty\s+of\s+perjury|deposes)\b/i.test(flat) ? 2 : 0);
  return { contract, court, letter, memo, invoice, pleading, affidavit };
}

export interface Classification {
  documentType: string;
  family: Family;
  confidence: number;
  title?: Title;
}

function softmax(scores: number[], temperature: number): number[] {
  const max = Math.max(...scores);
  const w = scores.map((x) => Math.exp((x - max) / temperature));
  const total = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / total);
}

/**
 * Two stages, each a softmax over rule scores: which family the document belongs to, then (for a
 * contract) which kind. The confidence is the product: P(family) × P(kind | family).
 */
export function classify(flat: string, cues: FamilyCues, original?: string): Classification {
  const title = findTitle(flat, 4000, original);
  const families = familyScores(flat, cues, title);
  const familyNames = Object.keys(families) as Exclude<Family, 'other'>[];
  const familyScoreList = familyNames.map((f) => families[f]);
  const familyP = softmax(familyScoreList, 1.5);
  let bestFamily = 0;
  for (let i = 1; i < familyNames.length; i++) if (familyScoreList[i]! > familyScoreList[bestFamily]!) bestFamily = i;
  const family = familyNames[bestFamily]!;
  const titled = title ? { title } : {};
  // No cue at all: an unclassified document, with as little confidence as a guess among families.
  if (familyScoreList[bestFamily]! < 2)
    return { documentType: 'Document', family: 'other', confidence: Math.round(100 / familyNames.length), ...titled };
  if (family !== 'contract')
    return { documentType: FAMILY_TYPES[family], family, confidence: Math.round(familyP[bestFamily]! * 100), ...titled };

  const n = Math.max(1, flat.length / 10_000);
  const titleWords = title ? title.text.replace(/\s+(?:agreement|contract)$/i, '') : '';
  const words = titleWords.split(/\s+/);
  const headWord = words.at(-1) ?? '';
  const kindScores = CONTRACT_KINDS.map((kind) => {
    let score = 0;
    if (title) {
      // The head noun names the kind ("Sponsored Research and License Agreement" is a licence).
      // "Service" is the generic head of "Transportation Service Agreement": a more specific kind
      // earlier in the title outranks it.
      // "Distribution and Services Agreement" joins two kinds: its head is Services all the same.
      const genericHead = /^servic(?:e|es|ing)$/i.test(headWord) && !/^(?:and|&|or)$/i.test(words.at(-2) ?? '');
      const inHead =
        count(kind.words, headWord) > 0 || (kind.words.source.includes('\\s+') && count(kind.words, words.slice(-3).join(' ')) > 0);
      if (inHead) score += genericHead ? 3 : 4;
      else if (count(kind.words, titleWords) > 0) score += genericHead ? 4 : 2;
    }
    return score + Math.min(2, Math.log1p(count(kind.words, flat) / n) * 0.5);
  });
  const kindP = softmax(kindScores, 1);
  let bestKind = 0;
  for (let i = 1; i < kindScores.length; i++) if (kindScores[i]! > kindScores[bestKind]!) bestKind = i;
  // A contract whose title and words name no kind is just an agreement.
  const documentType = kindScores[bestKind]! < 1 ? 'Agreement' : CONTRACT_KINDS[bestKind]!.type;
  return { documentType, family, confidence: Math.round(familyP[bestFamily]! * kindP[bestKind]! * 100), ...titled };
}
