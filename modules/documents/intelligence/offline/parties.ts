// The parties of a document, from the places legal documents name them: a contract's preamble
// ("by and between X, a Delaware corporation ("Company"), and Y"), a court caption ("X,
// Plaintiff-Appellee, v. Y, Defendant-Appellant"), a decision's "Matter of X, Respondent" and
// appearance lines, a letter's addressee and signature. compromise tells people from organisations.
import nlp from 'compromise';
import type { Party } from '../schema.js';
import type { FlatText } from './text.js';

const SUFFIX_WORDS = [
  'inc',
  'incorporated',
  'llc',
  'l.l.c',
  'ltd',
  'limited',
  'corp',
  'corporation',
  'co',
  'company',
  'lp',
  'l.p',
  'llp',
  'l.l.p',
  'lllp',
  'plc',
  'p.l.c',
  'n.a',
  's.a',
  's.a.s',
  'sas',
  's.p.a',
  's.r.l',
  'sarl',
  'gmbh',
  'ag',
  'kg',
  'b.v',
  'bv',
  'n.v',
  'nv',
  'pty',
  'p.c',
  'pc',
  'pllc',
  'se',
  'oy',
  'ab',
  'a/s',
  'ltda',
  'l.c',
  'lc',
  'l.l.l.p',
  'plc.',
  'sa',
  'spa',
  'srl',
];
const SUFFIX = new Set(SUFFIX_WORDS);
const isSuffix = (token: string) => SUFFIX.has(token.toLowerCase().replace(/\.$/, ''));

/** Lowercase words that may sit inside a name ("University of Iowa", "Banco de Chile"). */
const NAME_JOINERS = new Set([
  'of',
  'de',
  'du',
  'des',
  'la',
  'le',
  'von',
  'van',
  'der',
  'den',
  'del',
  'y',
  'e',
  'the',
  'for',
  '&',
  'und',
  'et',
]);

/** Words that end a name: the description of a party starts here. */
const NAME_ENDERS = new Set([
  'a',
  'an',
  'and',
  'with',
  'located',
  'having',
  'whose',
  'which',
  'who',
  'that',
  'through',
  'acting',
  'on',
  'organized',
  'organised',
  'incorporated',
  'existing',
  'residing',
  'dba',
  'd/b/a',
  'at',
  'as',
  'hereinafter',
  'herein',
  'in',
  'under',
  'its',
  'is',
  'are',
  'by',
  'to',
  'from',
  'or',
  'doing',
  'being',
  'collectively',
  'individually',
  'each',
  'together',
  'jointly',
  'both',
  'whereby',
  'hereby',
  'represented',
  'registered',
  'formerly',
  'also',
  'including',
  'care',
  'c/o',
  'attn',
  'attention',
  'page',
  'dated',
  'made',
  'effective',
]);

/** A name that is only a role or a generic word is no party name. */
const GENERIC = new Set([
  'company',
  'party',
  'parties',
  'the parties',
  'licensor',
  'licensee',
  'supplier',
  'distributor',
  'customer',
  'client',
  'contractor',
  'consultant',
  'buyer',
  'seller',
  'purchaser',
  'vendor',
  'lessor',
  'lessee',
  'landlord',
  'tenant',
  'employer',
  'employee',
  'borrower',
  'lender',
  'sponsor',
  'agent',
  'the company',
  'the undersigned',
  'undersigned',
  'plaintiff',
  'defendant',
  'appellant',
  'appellee',
  'respondent',
  'petitioner',
  'this agreement',
  'agreement',
  'the agreement',
  'them',
  'us',
  'you',
  'we',
  'it',
  'its',
  'their',
  'the',
  'each',
  'such',
  'any',
  'all',
  'both',
  'sir',
  'madam',
  'dear sir',
  'dear madam',
  'sirs',
  'gentlemen',
  'whom it may concern',
  'to whom it may concern',
  'the state',
  'the united states',
]);

const ORG_WORDS =
  /\b(?:university|college|school|bank|trust|association|foundation|institute|department|agency|board|commission|authority|council|committee|group|holdings|partners|capital|consulting|consultants|services|systems|technologies|pharmaceuticals|medical|international|industries|enterprises|ventures|labs?|laboratories|hospital|church|society|fund|company|corporation|incorporated|chemistry|chemical|assurance|insurance|life|herbals?|media|networks?|solutions|america|states|state of|county|city of|government|office)\b/i;

export interface PartyCandidate {
  name: string;
  role?: string;
  flatStart: number;
  flatEnd: number;
  descriptor: boolean;
}

interface Parsed {
  start: number;
  end: number;
  text: string;
  tokens: number;
}

/** The name that starts at flat[p], ending where its description, defined term or the next party begins. */
export function parseName(flat: string, p: number): Parsed | undefined {
  let i = p;
  // Numbering before a party: "(1) Acme Ltd", "2. Beta LLC".
  const numbering = /^[ \n]*(?:\(\s*(?:\d{1,2}|[a-z]|[ivx]{1,4})\s*\)|\d{1,2}\.)\s+/.exec(flat.slice(i, i + 12));
  if (numbering) i += numbering[0].length;
  while (flat[i] === ' ' || flat[i] === '\n' || flat[i] === ':') i++;
  // A description before the name ("between professional golfer, TOM WATSON, …").
  const apposition = /^(?:[a-z][\w-]*\s+){0,4}[a-z][\w-]*,\s+(?=[A-Z])/.exec(flat.slice(i, i + 60));
  if (apposition && !/^(?:and|or|the|a|an)\b/.test(apposition[0])) i += apposition[0].length;
  const start = i;
  let end = i;
  let tokens = 0;
  let firstLower = false;
  while (tokens < 14 && i < flat.length) {
    while (flat[i] === ' ') i++;
    const ch = flat[i];
    if (ch === undefined || ch === '\n' || ch === '(' || ch === '"' || ch === '[' || ch === ')') break;
    if (ch === ',' || ch === ';') {
      // A comma inside a name only before a company suffix ("Acme, Inc.", "Cargill, Incorporated").
      const m = /^[,;]\s*([A-Za-z./]+)/.exec(flat.slice(i, i + 20));
      if (m && isSuffix(m[1]!) && tokens > 0) {
        i += m[0].length;
        end = i;
        tokens++;
        continue;
      }
      break;
    }
    const m = /^[^\s,;()"[\]]+/.exec(flat.slice(i, i + 80));
    if (!m) break;
    let token = m[0];
    const bare = token.replace(/[.:]+$/, '');
    const lower = bare.toLowerCase();
    // "Source:", "Attention:", "Address:" label what follows; they are never part of a name.
    if (tokens > 0 && /:$/.test(token) && !/^\d/.test(token)) break;
    if (tokens > 0) {
      if (NAME_ENDERS.has(lower) && !(lower === 'and' && /^&$/.test(token))) {
        // "Corporation" capitalised after "a" is a descriptor too ("a Florida Corporation").
        break;
      }
      if (lower === 'of' || lower === 'for' || lower === 'de') {
        const next = /^\s+(\S)/.exec(flat.slice(i + token.length, i + token.length + 4))?.[1] ?? '';
        if (!/[A-Z]/.test(next)) break;
      }
      if (/^page$/i.test(bare) && /^\s+\d/.test(flat.slice(i + token.length, i + token.length + 4))) break;
    } else if (NAME_ENDERS.has(lower) || (lower === 'the' && !/^\s+[A-Z]/.test(flat.slice(i + token.length, i + token.length + 3)))) {
      return undefined;
    }
    const startsLower = /^[a-z]/.test(token);
    if (startsLower && !NAME_JOINERS.has(lower)) {
      if (tokens === 0) {
        // A brand written in lower case ("i-on interactive", "eBay") looks like one; a plain word does not.
        if (!/[-.\d]|[a-z][A-Z]/.test(bare)) return undefined;
        firstLower = true;
      } else if (!firstLower) break;
    }
    // A period ends the sentence unless it belongs to a suffix, an initial or an abbreviation.
    if (
      token.endsWith('.') &&
      !isSuffix(bare) &&
      !/^[A-Z]$/.test(bare) &&
      !/\.[A-Za-z]/.test(bare) &&
      !/^(?:co|no|st|mt|ft|jr|sr|bros|mfg|assn|natl|intl|dept)$/i.test(bare)
    ) {
      token = token.slice(0, -1);
      i += token.length;
      end = i;
      break;
    }
    i += token.length;
    end = i;
    tokens++;
  }
  let text = flat.slice(start, end).replace(/[\s,;:]+$/, '');
  // A trailing joiner ("Bank of") is not part of the name.
  text = text.replace(/\s+(?:of|de|the|for|and|&)$/i, '');
  if (!text || !/[A-Za-z]/.test(text) || text.length > 120) return undefined;
  const n = text.split(/\s+/).length;
  return { start, end: start + text.length, text, tokens: n };
}

export function isPlausibleName(name: string): boolean {
  const lower = name.toLowerCase().replace(/[.,]/g, '').trim();
  if (GENERIC.has(lower)) return false;
  if (/^(?:the |this |such |said |each |any |all |its |their |his |her )/i.test(name) && GENERIC.has(lower.replace(/^\w+ /, '')))
    return false;
  if (name.split(/\s+/).length > 10) return false;
  // Headings and document furniture, not names: "THIS AGREEMENT", "Source: …", "EXHIBIT 10.4".
  if (
    /\b(?:agreement|contract|exhibit|schedule|source|definitions?|recitals?|page)\b/i.test(name) &&
    !/(?:,\s*|\s)(?:inc|llc|ltd|corp|co)\.?$/i.test(name)
  )
    return false;
  if (/^\d/.test(name) && !/[A-Za-z]{3}/.test(name)) return false;
  return /[A-Za-z]{2}/.test(name);
}

/** A defined term in parentheses right after a party ("("Licensee")", "(the "Company")"). */
function definedTermAfter(flat: string, from: number, until: number): string | undefined {
  const window = flat.slice(from, Math.min(until, from + 400));
  const m =
    /\(\s*(?:the|this|hereinafter(?:\s+(?:referred\s+to\s+as|called))?|herein(?:after)?|collectively,?|each,?|individually,?|as)?\s*(?:the\s+)?"\s*([^"()]{1,60}?)\s*"/i.exec(
      window,
    );
  return m ? m[1]!.trim() : undefined;
}

const DESCRIPTOR =
  /^\s*,?\s*(?:a|an)\s+(?:[A-Z][\w.]*\s+){0,4}(?:corporation|company|limited|partnership|association|bank|trust|entity|organization|non-profit|nonprofit|national|state|public|private|university|individual|resident|citizen|professional|general|joint|cooperative|society)/i;

/** Where the next party may start after `from`: after "and", ";", a numbered item or a line break. */
// "A ("A"), B ("B") and C": after a defined term's closing parenthesis a comma can start the next party.
const SEPARATOR = /(?:,\s*)?\b(?:and|AND|And)\b\s*|;\s*(?:and\s+)?|(?<="\s*\))\s*,\s*|(?=\(\s*(?:\d{1,2}|[a-h]|i{1,3}|iv|v)\s*\)\s+[A-Z])/g;
const LIST_END =
  /\b(?:collectively|individually|each\s+(?:a|of)|together\s+the|WHEREAS|RECITALS|WITNESSETH|W I T N E S S E T H|BACKGROUND|NOW,?\s+THEREFORE|hereinafter\s+(?:collectively|jointly))\b/;

function sentenceEndBetween(flat: string, from: number, to: number): boolean {
  const re = /\.\s+(?=[A-Z])/g;
  const s = flat.slice(from, to);
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) {
    const before = /([A-Za-z.]+)$/.exec(s.slice(Math.max(0, m.index - 12), m.index))?.[1] ?? '';
    const word = before.replace(/^\./, '');
    if (
      isSuffix(word) ||
      /^[A-Z]$/.test(word) ||
      /\./.test(word) ||
      /^(?:no|st|hwy|ave|rd|blvd|ste|co|mr|mrs|ms|dr|jr|sr|inc|ltd|corp)$/i.test(word)
    )
      continue;
    return true;
  }
  return false;
}

/** The parties listed from flat[p] on: first, then each after a separator, until the list ends. */
export function partyList(flat: string, p: number, maxParties = 6): PartyCandidate[] {
  const out: PartyCandidate[] = [];
  const first = parseName(flat, p);
  if (!first || !isPlausibleName(first.text)) return out;
  let current = first;
  for (;;) {
    const nextSearchEnd = Math.min(flat.length, current.end + 450);
    // Where this party's description ends: before the next party or the end of the list.
    let next: Parsed | undefined;
    let stopAt = nextSearchEnd;
    const listEnd = LIST_END.exec(flat.slice(current.end, nextSearchEnd));
    if (listEnd) stopAt = current.end + listEnd.index;
    SEPARATOR.lastIndex = current.end;
    let m: RegExpExecArray | null;
    while ((m = SEPARATOR.exec(flat)) && m.index < stopAt) {
      if (m[0].length === 0) SEPARATOR.lastIndex++;
      if (sentenceEndBetween(flat, current.end, m.index)) break;
      const candidate = parseName(flat, m.index + m[0].length);
      if (candidate && isPlausibleName(candidate.text) && /^[A-Z0-9]|^[a-z]+[-.][a-z]/.test(candidate.text) && candidate.start < stopAt) {
        next = candidate;
        break;
      }
    }
    const descEnd = next ? next.start : stopAt;
    const role = definedTermAfter(flat, current.end, descEnd);
    out.push({
      name: current.text,
      ...(role && role.toLowerCase() !== current.text.toLowerCase() ? { role } : {}),
      flatStart: current.start,
      flatEnd: current.end,
      descriptor: DESCRIPTOR.test(flat.slice(current.end, descEnd)) || role !== undefined,
    });
    if (!next || out.length >= maxParties) break;
    current = next;
  }
  return out;
}

const ANCHOR = /\b(?:by\s+and\s+(?:between|among)|between|among|BETWEEN|AMONG|Between)\b\s*:?\s*/g;
const NUMBERED_PARTIES = /\bParties\b\s*:?\s*(?=\(\s*1\s*\)|1\.\s)/g;

interface Clause {
  parties: PartyCandidate[];
  score: number;
  anchor: number;
}

/** Contract parties: the best-scored "between … and …" list in the first part of the text. */
export function contractParties(flat: string, limit: number): Clause | undefined {
  const head = flat.slice(0, limit);
  const clauses: Clause[] = [];
  for (const re of [ANCHOR, NUMBERED_PARTIES]) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(head))) {
      const parties = partyList(flat, m.index + m[0].length);
      if (parties.length < 2) continue;
      const before = flat.slice(Math.max(0, m.index - 300), m.index);
      let score = 0;
      for (const party of parties) {
        score +=
          1 +
          (party.role ? 2 : 0) +
          (party.descriptor ? 1 : 0) +
          (/(?:,\s*|\s)(?:inc|llc|ltd|corp|limited|incorporated|l\.p|plc|s\.a\.s|gmbh)\.?$/i.test(party.name) ? 0.5 : 0);
        if (party.name.split(/\s+/).length > 7) score -= 2;
      }
      if (/\b(?:agreement|contract|entered\s+into|made|dated|executed|effective)\b/i.test(before)) score += 1;
      clauses.push({ parties, score, anchor: m.index });
    }
  }
  clauses.sort((a, b) => b.score - a.score || a.anchor - b.anchor);
  return clauses[0];
}

const ROLE = String.raw`(?:Plaintiffs?|Petitioners?|Appellants?|Appellees?|Respondents?|Defendants?|Movants?|Claimants?|Intervenors?|Cross-Appellants?|Cross-Appellees?|Debtors?|Creditors?|Applicants?)`;
const CAPTION_SIDE = new RegExp(String.raw`(?:^|\n|\.\s)\s*([A-Z][^\n]{1,140}?),?\s*\n?\s*(${ROLE}(?:\s*[-,/]\s*${ROLE})*)\s*[.,]?`, 'g');
const MATTER_OF = new RegExp(String.raw`\b(?:Matter|matter)\s+of\s+([A-Z][A-Za-z.'\- ]{2,80}?),\s*(${ROLE})\b`, 'g');
const APPEARANCE = /\bFOR\s+(?:THE\s+)?([A-Z][A-Z.&'\- ]{3,80}?)\s*:/g;

/** Court parties: the two sides of a caption, or a "Matter of" and the appearance lines. */
export function courtParties(flat: string, limit: number): PartyCandidate[] {
  const head = flat.slice(0, limit);
  const out: PartyCandidate[] = [];
  const vs = /(?:^|\n|,\s*)v(?:s)?\.\s*(?:\n|\s)/.exec(head);
  if (vs) {
    CAPTION_SIDE.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = CAPTION_SIDE.exec(head)) && out.length < 6) {
      const raw = m[1]!.replace(/^(?:v\.|vs\.)\s*/i, '').trim();
      const name = raw.replace(/,?\s*(?:et al\.?|individually.*)$/i, '').trim();
      if (!isPlausibleName(name) || /\b(?:court|judge|circuit|district|appeal|no\.)\b/i.test(name)) continue;
      const start = m.index + m[0].indexOf(m[1]!);
      out.push({ name, role: m[2]!.replace(/\s+/g, ''), flatStart: start, flatEnd: start + name.length, descriptor: true });
    }
    if (out.length >= 2) return out;
    out.length = 0;
  }
  MATTER_OF.lastIndex = 0;
  const matter = MATTER_OF.exec(head);
  if (matter) {
    const start = matter.index + matter[0].indexOf(matter[1]!);
    out.push({ name: matter[1]!.trim(), role: matter[2]!, flatStart: start, flatEnd: start + matter[1]!.trim().length, descriptor: true });
    APPEARANCE.lastIndex = 0;
    let a: RegExpExecArray | null;
    while ((a = APPEARANCE.exec(head))) {
      const name = a[1]!.trim();
      if (new RegExp(`^${ROLE}$`, 'i').test(name) || !isPlausibleName(name) || /\s{2,}/.test(name)) continue;
      const s = a.index + a[0].indexOf(a[1]!);
      out.push({ name, flatStart: s, flatEnd: s + name.length, descriptor: true });
    }
  }
  return out;
}

const CLOSING =
  /\b(?:(?:very\s+)?(?:sincerely|truly|faithfully|cordially|respectfully)(?:\s+(?:and\s+)?(?:yours|respectfully|sincerely))*|yours(?:\s+(?:very\s+)?(?:sincerely|truly|faithfully|respectfully)(?:\s+and\s+respectfully)?)?|(?:best|kind|warm)\s+regards|regards)\s*,\s*\n?\s*/gi;
const SALUTATION = /\b(?:Dear|DEAR|My\s+dear)\s+([^:,\n]{2,60})[:,]/;
const HONORIFIC = /^(?:Hon\.|Honorable|The\s+Honorable)\s+/i;

/** A letter's addressee and signer. */
export function letterParties(flat: string): PartyCandidate[] {
  const out: PartyCandidate[] = [];
  const sal = SALUTATION.exec(flat);
  if (sal && sal.index < 3000) {
    const addressee = sal[1]!.trim();
    const named =
      !/^(?:sir|sirs|madam|sir or madam|friend|friends|colleague|colleagues|customer|all|team|gentlemen|ladies and gentlemen)$/i.test(
        addressee,
      );
    if (named && isPlausibleName(addressee)) {
      const s = sal.index + sal[0].indexOf(addressee);
      out.push({ name: addressee, role: 'Recipient', flatStart: s, flatEnd: s + addressee.length, descriptor: true });
    } else {
      // The inside address: the lines between the date line and the salutation, first one that names someone.
      const block = flat.slice(Math.max(0, sal.index - 400), sal.index);
      const lines = block.split('\n');
      for (let k = lines.length - 1; k >= 0; k--) {
        const line = lines[k]!.trim();
        const m = /^((?:Hon\.|Honorable|Mr\.|Mrs\.|Ms\.|Miss|Dr\.|Messrs\.)\s*[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3})/.exec(line);
        if (m) {
          const name = m[1]!.replace(HONORIFIC, '').replace(/[.,]$/, '');
          const s = flat.lastIndexOf(m[1]!, sal.index) + (m[1]!.length - m[1]!.replace(HONORIFIC, '').length);
          out.push({ name, role: 'Recipient', flatStart: s, flatEnd: s + name.length, descriptor: true });
          break;
        }
      }
    }
  }
  CLOSING.lastIndex = 0;
  let c: RegExpExecArray | null;
  let last: RegExpExecArray | undefined;
  while ((c = CLOSING.exec(flat))) if (c.index > flat.length * 0.3) last = c;
  if (last) {
    const after = flat.slice(last.index + last[0].length);
    const m = /^([A-Z][A-Za-z'-]*\.?(?:\s+[A-Z][A-Za-z'-]*\.?){0,3})/.exec(after);
    if (m) {
      const name = m[1]!.replace(/\.$/, '').trim();
      if (isPlausibleName(name)) {
        const s = last.index + last[0].length;
        out.push({ name, role: 'Sender', flatStart: s, flatEnd: s + name.length, descriptor: true });
      }
    }
  }
  return out;
}

export function partyKind(name: string): 'person' | 'organization' | undefined {
  if (
    /(?:,\s*|\s)(?:inc|llc|l\.l\.c|ltd|corp|limited|incorporated|l\.p|llp|plc|s\.a\.s|s\.a|gmbh|ag|n\.v|b\.v|pty|co)\.?$/i.test(name) ||
    ORG_WORDS.test(name)
  ) {
    return 'organization';
  }
  const doc = nlp(name);
  if (doc.people().found) return 'person';
  if (doc.organizations().found || doc.places().found) return 'organization';
  // "A. Lincoln", "Ludmila Smolyansky": one or two capitalised words with an initial or a given-name shape.
  if (/^(?:(?:Mr|Mrs|Ms|Dr|Hon)\.?\s+)?(?:[A-Z]\.\s*)*[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+){0,2}$/.test(name.replace(/^[A-Z]\.\s+/, '')))
    return 'person';
  return undefined;
}

export function toParties(candidates: PartyCandidate[], text: FlatText): Party[] {
  const seen = new Set<string>();
  const out: Party[] = [];
  for (const c of candidates) {
    const name = c.name.replace(/\s+/g, ' ').trim();
    const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const kind = partyKind(name);
    out.push({
      name,
      ...(c.role ? { role: c.role } : {}),
      ...(kind ? { kind } : {}),
      source: text.source(c.flatStart, c.flatEnd),
    });
  }
  return out;
}
