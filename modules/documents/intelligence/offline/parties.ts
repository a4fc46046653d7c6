// The parties of a document, from the places legal documents name them: a contract's preamble
// ("by and between X, a Delaware corporation ("Company"), and Y"), a court caption ("X,
// Plaintiff-Appellee, v. Y, Defendant-Appellant"), a decision's "Matter of X, Respondent" and
// appearance lines, a letter's addressee and signature. compromise tells people from organisations.
import nlp from 'compromise';
import type { Party } from '../schema.js';
import { signatureRegion } from './dates.js';
import { isPlaceName } from './places.js';
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
  's.à r.l',
  's.a r.l',
  'gmbh',
  'ag',
  'kg',
  'kgaa',
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
  'mhc',
];
const SUFFIX = new Set(SUFFIX_WORDS);
/** A word that ends a company's name ("… Engineering Company", "… Holdings, Inc."). */
const COMPANY_WORD = String.raw`(?:Company|COMPANY|Corporation|CORPORATION|Incorporated|INCORPORATED|Inc\.?|INC\.?|Co\.|CO\.|Corp\.?|CORP\.?|LLC|L\.L\.C\.|Ltd\.?|LTD\.?|Limited|LIMITED|L\.P\.|LP|LLP|plc|PLC|GmbH|AG|S\.A\.|N\.V\.|B\.V\.)`;
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
  'do',
  'da',
  'dos',
  'das',
  'di',
  'della',
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
  'franchisee',
  'franchisor',
  'reseller',
  'manufacturer',
  'provider',
  'service provider',
  'recipient',
  'discloser',
  'developer',
  'publisher',
  'investor',
  'guarantor',
  'owner',
  'operator',
  'member',
  'partner',
  'shareholder',
  'stockholder',
  'subscriber',
  'subcontractor',
  'carrier',
  'shipper',
  'principal',
  'promoter',
  'endorser',
  'licensors',
  'licensees',
  'customers',
  'users',
  'affiliate',
  'affiliates',
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
  while (
    flat[i] === ' ' ||
    flat[i] === '\n' ||
    flat[i] === ':' ||
    flat[i] === ',' ||
    (flat[i] === '-' && /^-+\s/.test(flat.slice(i, i + 6)))
  )
    i++;
  // "the following parties:" introduces the list.
  const intro = /^the\s+following\s+(?:parties|persons|entities|companies)\s*:?\s*/i.exec(flat.slice(i, i + 40));
  if (intro) i += intro[0].length;
  // A description before the name ("between professional golfer, TOM WATSON, …", "and its Reseller, Schoolpop, Inc.").
  const apposition =
    /^(?:[a-z][\w-]*\s+){0,4}[a-z][\w-]*,\s+(?=[A-Z])/.exec(flat.slice(i, i + 60)) ??
    /^(?:its|their)\s+(?:[A-Za-z][\w-]*\s+){0,2}[A-Za-z][\w-]*,\s+(?=[A-Z])/.exec(flat.slice(i, i + 60));
  if (apposition && !/^(?:and|or|the|a|an)\b/.test(apposition[0])) i += apposition[0].length;
  let start = i;
  let end = i;
  let tokens = 0;
  let firstLower = false;
  // After a legal form the name is complete: "LLC SCANSOURCE, INC." is two names side by side (signature columns).
  let afterSuffix = false;
  while (tokens < 14 && i < flat.length) {
    while (flat[i] === ' ') i++;
    const ch = flat[i];
    // "Fonterra (USA) Inc.", "Platinum Management (NY) LLC": a parenthesised place inside a company name.
    if (ch === '(' && tokens > 0) {
      const inner = /^\(\s*[A-Z][A-Za-z. ]{0,20}\)\s*,?\s*([A-Za-z./]+)/.exec(flat.slice(i, i + 40));
      if (inner && isSuffix(inner[1]!)) {
        i += inner[0].length - inner[1]!.length;
        continue;
      }
      // "HARBOR (CAYMAN) MANAGEMENT L.P.", "… PARTNERS (OFFSHORE) MASTER, L.P.": a parenthesised word inside a name that goes
      // on, in capitalised words, to its legal form (not after a complete name: "Acme Inc. (Seller)").
      const paren = /^\(\s*[A-Z][A-Za-z. ]{0,20}\)/.exec(flat.slice(i, i + 30));
      if (paren && !afterSuffix) {
        const words = /^(?:\s+[A-Z][\w&'.-]*,?){1,5}/.exec(flat.slice(i + paren[0].length, i + paren[0].length + 80))?.[0] ?? '';
        const ws = words.trim().split(/\s+/);
        if (ws.some((_, k) => hasLegalForm(`${flat.slice(start, i)}${paren[0]} ${ws.slice(0, k + 1).join(' ')}`))) {
          i += paren[0].length;
          continue;
        }
      }
    }
    if (ch === undefined || ch === '\n' || ch === '(' || ch === '"' || ch === '[' || ch === ')') break;
    if (ch === ',' || ch === ';') {
      // A comma inside a name only before a company suffix ("Acme, Inc.", "Cargill, Incorporated").
      const m = /^[,;]\s*([A-Za-z./]+)/.exec(flat.slice(i, i + 20));
      if (m && isSuffix(m[1]!) && !/^(?:company|co)\.?$/i.test(m[1]!) && tokens > 0) {
        i += m[0].length;
        end = i;
        tokens++;
        afterSuffix = true;
        continue;
      }
      // "MEDICAL MANAGER, MIDWEST, INC.": a comma before one or two more words of the name and its legal form (after two
      // words at least: "its Reseller, Schoolpop, Inc." is a role before a name).
      const inner = /^,\s*((?:[A-Z][\w&'-]*\s+)?[A-Z][\w&'-]*),\s*([A-Za-z./]+)/.exec(flat.slice(i, i + 60));
      if (inner && tokens >= 2 && !afterSuffix && isSuffix(inner[2]!) && !/^(?:company|co)\.?$/i.test(inner[2]!) && !isSuffix(inner[1]!)) {
        i += inner[0].length;
        end = i;
        tokens += 2;
        afterSuffix = true;
        continue;
      }
      break;
    }
    const m = /^[^\s,;()"[\]]+/.exec(flat.slice(i, i + 80));
    if (!m) break;
    let token = m[0];
    const bare = token.replace(/[.:]+$/, '');
    const lower = bare.toLowerCase();
    // "Source:", "Attention:", "Address:" label what follows; they are never part of a name, nor is a signature's "/s/".
    if (tokens > 0 && /:$/.test(token) && !/^\d/.test(token)) break;
    // "… Title:Authorized Signatory": a label glued to its value ends the name too.
    if (/^\/s\//i.test(token) || (tokens > 0 && /^[A-Za-z]+:\S/.test(token))) break;
    if (tokens > 0 && afterSuffix && /^[A-Z0-9]/.test(token) && !isSuffix(bare) && !/^(?:partnership|liability)$/i.test(bare)) break;
    if (tokens > 0) {
      // "ExxonMobil Research and Engineering Company": "and" inside a company name, when what follows
      // is capitalised words ending in a company word and the name so far is not a complete company name
      // (two words or more before a comma and the legal form: "… Growth and Opportunity Fund Offshore, LP").
      if (
        lower === 'and' &&
        !isSuffix(
          flat
            .slice(start, i)
            .trim()
            .split(/[\s,]+/)
            .pop() ?? '',
        ) &&
        new RegExp(
          String.raw`^(?:and|AND)\s+(?:(?:[A-Z][\w'&.-]*\s+){0,4}|(?:[A-Z][\w'&.-]*\s+){1,3}[A-Z][\w'&.-]*,\s*)${COMPANY_WORD}(?=[\s,;.()"]|$)`,
        ).test(flat.slice(i, i + 120))
      ) {
        i += token.length;
        end = i;
        tokens++;
        continue;
      }
      if (lower === 'care' && !/^\s+of\b/i.test(flat.slice(i + token.length, i + token.length + 5))) {
        // "Care G. B. Plus Ltd." is a name; "care of" starts an address.
      } else if (/^A\.$/.test(token) && /^\s+\p{Lu}\p{Ll}/u.test(flat.slice(i + 2, i + 6))) {
        // "Stephen A. Schwarzman": a middle initial, not the article of "a Delaware corporation".
      } else if (NAME_ENDERS.has(lower) && !(lower === 'and' && /^&$/.test(token))) {
        // "Corporation" capitalised after "a" is a descriptor too ("a Florida Corporation").
        break;
      }
      if (lower === 'of' || lower === 'for' || lower === 'de') {
        const next = /^\s+(\S)/.exec(flat.slice(i + token.length, i + token.length + 4))?.[1] ?? '';
        if (!/[A-Z]/.test(next)) break;
      }
      if (/^page$/i.test(bare) && /^\s+\d/.test(flat.slice(i + token.length, i + token.length + 4))) break;
    } else if (
      (NAME_ENDERS.has(lower) && !(lower === 'care' && !/^\s+of\b/i.test(flat.slice(i + token.length, i + token.length + 5)))) ||
      (lower === 'the' && !/^\s+[A-Z]/.test(flat.slice(i + token.length, i + token.length + 3)))
    ) {
      return undefined;
    }
    // "BETWEEN: Acme Ltd" (a label before the name) and "LLC ValueAct Capital …" (the legal form of
    // the name before, in a signature column) are not part of the name.
    if (tokens === 0 && ((/:$/.test(token) && /^[A-Za-z]+:$/.test(token)) || /^(?:between|among|and)$/i.test(bare))) {
      i += token.length;
      while (flat[i] === ' ' || flat[i] === ',') i++;
      start = i;
      end = i;
      continue;
    }
    if (tokens === 0 && isSuffix(bare) && !/^(?:company|corporation|limited|incorporated|co)$/i.test(bare)) {
      i += token.length;
      while (flat[i] === ' ' || flat[i] === ',') i++;
      start = i;
      end = i;
      continue;
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
      // An abbreviation, or an honorific before a person's name ("DR. GAETANO MORELLO N.D. INC.").
      !/^(?:co|no|st|mt|ft|jr|sr|bros|mfg|assn|natl|intl|dept|dr|mr|mrs|ms|prof|messrs)$/i.test(bare)
    ) {
      token = token.slice(0, -1);
      i += token.length;
      end = i;
      break;
    }
    afterSuffix = isSuffix(bare) && tokens > 0;
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
  if (name.split(/\s+/).length > (hasLegalForm(name) ? 14 : 10)) return false;
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
    ) ??
    // "('the Manufacturer')": a defined term in single quotes, as British drafting writes it.
    /\(\s*'\s*(?:the\s+)?([^'()]{1,60}?)\s*'\s*\)/i.exec(window);
  return m ? m[1]!.trim() : undefined;
}

const DESCRIPTOR =
  /^\s*,?\s*(?:a|an)\s+(?:[A-Z][\w.]*\s+){0,4}(?:corporation|company|limited|partnership|association|bank|trust|entity|organization|non-profit|nonprofit|national|state|public|private|university|individual|resident|citizen|professional|general|joint|cooperative|society)/i;

/** Where the next party may start after `from`: after "and", ";", a numbered item or a line break. */
// "A ("A"), B ("B") and C": after a defined term's closing parenthesis a comma can start the next party;
// so can a comma before a person's honorific ("Mr. Zheng Qing, Mr. Gu Xianwin and Ms. Chen Weijie").
// "X, a corporation organized under the laws of California / Y, a corporation …": a slash between spaces joins two
// parties as "and" does (the later one still needs its own description, legal form or defined term).
const SEPARATOR =
  /(?:,\s*)?\b(?:and|AND|And)\b\s*|;\s*(?:and\s+)?|\s+\/\s+(?=[A-Z])|(?<="\s*\))\s*[,\n]\s*|,\s*(?=(?:Mr|Mrs|Ms|Miss|Dr|MR|MRS|MS|DR)\.?\s+[A-Z])|(?=\(\s*(?:\d{1,2}|[a-h]|i{1,3}|iv|v)\s*\)\s+[A-Z])/g;
// … or where another preamble starts ("BETWEEN:" again, after a cover page that names the parties too).
const LIST_END =
  /(?<!\(\s*)\b(?:collectively|individually|each\s+(?:a|of)|together\s+the|WHEREAS|RECITALS|WITNESSETH|W I T N E S S E T H|BACKGROUND|NOW,?\s+THEREFORE|hereinafter\s+(?:collectively|jointly)|BETWEEN|Between\s*:)\b/;

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
      /^(?:no|nos|st|hwy|ave|av|avda|rd|blvd|ste|apt|bldg|fl|dept|pkwy|ct|ln|sq|co|mr|mrs|ms|dr|jr|sr|inc|ltd|corp|tel|fax|approx)$/i.test(
        word,
      )
    )
      continue;
    return true;
  }
  return false;
}

/** The parties listed from flat[p] on: first, then each after a separator, until the list ends. */
export function partyList(flat: string, p: number, maxParties = 10): PartyCandidate[] {
  const out: PartyCandidate[] = [];
  const first = parseName(flat, p);
  if (!first || !isPlausibleName(first.text)) return out;
  let current = first;
  let currentSeparator = '';
  for (;;) {
    const nextSearchEnd = Math.min(flat.length, current.end + 700);
    // Where this party's description ends: before the next party or the end of the list.
    let next: Parsed | undefined;
    let nextSeparator = '';
    let stopAt = nextSearchEnd;
    const listEnd = LIST_END.exec(flat.slice(current.end, nextSearchEnd));
    if (listEnd) stopAt = current.end + listEnd.index;
    SEPARATOR.lastIndex = current.end;
    let m: RegExpExecArray | null;
    while ((m = SEPARATOR.exec(flat)) && m.index < stopAt) {
      if (m[0].length === 0) SEPARATOR.lastIndex++;
      // "BETWEEN: Acme Inc. 2nd Floor, Port Vila. Vanuatu (…) AND: Beta Ltd": a labelled "AND:" starts the next party, whatever full stops its address has.
      const labelledAnd = /^\s*AND\b/.test(m[0]) && /^\s*(?::|-{2,})/.test(flat.slice(m.index + m[0].length, m.index + m[0].length + 4));
      if (!labelledAnd && sentenceEndBetween(flat, current.end, m.index)) break;
      const candidate = parseName(flat, m.index + m[0].length);
      if (
        candidate &&
        isPlausibleName(candidate.text) &&
        /^[A-Z0-9]|^[a-z]+[-.][a-z]/.test(candidate.text) &&
        candidate.start < stopAt &&
        // "… under the laws of England and Wales", "…; Suite 200; Nashville": a place or an address line, not a party.
        !isPlaceName(candidate.text) &&
        // "… acting by and through its manager, X", "…, successor in interest to X": not another party.
        !introducedAsRelated(flat, candidate.start) &&
        !/^(?:suite|floor|room|unit|building|p\.?\s?o\.?\s+box)\b/i.test(candidate.text)
      ) {
        next = candidate;
        nextSeparator = m[0];
        break;
      }
    }
    const descEnd = next ? next.start : stopAt;
    const term = definedTermAfter(flat, current.end, descEnd);
    const role = term && !isDocumentTerm(term) ? term : undefined;
    const descriptor = DESCRIPTOR.test(flat.slice(current.end, descEnd)) || role !== undefined;
    // A later party of the list needs something that makes it one: a description, a legal form, an
    // organisation's or a person's name, or a defined term after "and" or ";" (after a mere comma a
    // capitalised word with a defined term is as often the subject matter: "… ("Software"), …").
    // "Institute for Marine Research and Development, a not-for-profit institution (\"IMRD\")": the defined term
    // spells the initials of the words on both sides of the "and", so the "and" is inside one name.
    const prev = out.at(-1);
    if (
      prev &&
      role &&
      !prev.role &&
      /^\s+(?:and|AND|And)\s+$/.test(flat.slice(prev.flatEnd, current.start)) &&
      spellsInitials(role, flat.slice(prev.flatStart, current.end)) &&
      !spellsInitials(role, current.text)
    ) {
      out[out.length - 1] = {
        name: flat.slice(prev.flatStart, current.end),
        role,
        flatStart: prev.flatStart,
        flatEnd: current.end,
        descriptor,
      };
    } else if (
      out.length === 0 ||
      DESCRIPTOR.test(flat.slice(current.end, descEnd)) ||
      looksLikeParty(current.text) ||
      (role !== undefined && (/\band\b/i.test(currentSeparator) || (!/^\s*[,\n]\s*$/.test(currentSeparator) && current.tokens >= 2))) ||
      // … or, after "and", a name of two words or more with a capital letter: words without one ("rare and
      // ultra-rare genetic disorders") need a description, a legal form or a defined term ("i-on interactive, a Florida
      // corporation").
      (/\band\b/i.test(currentSeparator) && isPartyName(current.text) && current.tokens >= 2 && /\p{Lu}/u.test(current.text))
    ) {
      out.push({
        name: current.text,
        ...(role && role.toLowerCase() !== current.text.toLowerCase() ? { role } : {}),
        flatStart: current.start,
        flatEnd: current.end,
        descriptor,
      });
    }
    if (!next || out.length >= maxParties) break;
    current = next;
    currentSeparator = nextSeparator;
  }
  return out;
}

/** Defined terms that name the document or its subject, never a party ("Agreement", "Effective Date", "Products"). */
const DOCUMENT_TERM =
  /^(?:the\s+)?(?:agreement|contract|addendum|amendment|effective\s+date|commencement\s+date|(?:initial\s+)?term|territory|products?|services?|software|schedules?|exhibits?|recitals?|confidential\s+information|base\s+terms|order\s+forms?|plan|shares?|offer|program|project|property|premises|business|work|deliverables?|specifications?|license|trademarks?|marks|patents?|technology|materials?|documents?|fees?|price|purchase\s+price)$/i;
export function isDocumentTerm(term: string): boolean {
  return DOCUMENT_TERM.test(term.trim()) || /\b(?:date|agreement|period|fee|price|term)$/i.test(term.trim());
}

const LEGAL_FORM_END = new RegExp(
  // A fund's series numeral may follow its legal form ("… Lux S.à r.l. II").
  String.raw`(?:,\s*|\s)(?:${SUFFIX_WORDS.map((w) => w.replace(/[.$/]/g, (c) => `\\${c}`)).join('|')})\.?(?:\s+(?:II|III|IV|V|VI|VII|VIII|IX|X))?$`,
  'i',
);
/** A legal form written before the name, as in the former Soviet states and Indonesia ("JSC KazakhOil", "OOO Romashka", "PT Astra"). */
const LEGAL_FORM_START = /^(?:JSC|OJSC|CJSC|PJSC|OAO|ZAO|PAO|OOO|TOO|AO|PT)\s+(?=[A-Z])/;
/** A name with a legal form: at its end ("Acme, Inc.", "SEV GROUP LIMITED") or, in some countries, at its start ("JSC Karakudukmunay"). */
export function hasLegalForm(name: string): boolean {
  const n = name.trim();
  return LEGAL_FORM_END.test(n) || (LEGAL_FORM_START.test(n) && n.split(/\s+/).length >= 2);
}

/** Whether a name reads as a party's: a legal form, an organisation word, or a person's name. */
function looksLikeParty(name: string): boolean {
  if (!isPartyName(name)) return false;
  if (hasLegalForm(name) || ORG_WORDS.test(name)) return true;
  return nlp(name).people().found && name.split(/\s+/).length >= 2;
}

const FORM_ONLY =
  /^(?:(?:limited|liability|company|corporation|corp|inc|incorporated|llc|ltd|partnership|general|public|private|joint|stock|holding|mutual|non-?profit|professional|statutory|business|trust|association|national|banking|savings|bank|state|federal|chartered|cooperative|the|a|an|and|of)\b[\s.,]*)+$/i;
/**
 * Whether a name can be a party's at all: not a place ("Pennsylvania Corporation" is a
 * description, "State of Delaware" a place), not only legal-form words ("Limited Liability
 * Company"), not a possessive, not an EDGAR page line ("Source: ACME INC").
 */
export function isPartyName(name: string): boolean {
  const n = name.trim();
  if (isPlaceName(n) || /Source:/.test(n) || /'s$/i.test(n)) return false;
  // "If COMPANY", "Upon Acme": a sentence's first word before a name; "Company Number 11036101": a register entry.
  if (
    /^(?:if|in|on|at|for|upon|when|where|whereas|each|all|any|such|said|both|either|neither|no|unless|until|with|within|without|notwithstanding|except|subject|provided|during|after|before|as|by|from|to|under|pursuant|this|that|these|those|our|your)\s/i.test(
      n,
    )
  )
    return false;
  if (/^(?:company|registration|registered|reg)\.?\s+(?:no|number|nr)\b/i.test(n)) return false;
  // "OWNERSHIP 5": a table of contents' line, with its page number.
  if (/\s\d{1,3}$/.test(n) && !hasLegalForm(n)) return false;
  // "Veenpluis 4-6 5684 PC", "Stationsplein 8 3511 AG": an address whose postcode's letters read as a legal form.
  if (/\b\d{4,}\s+[A-Z]{2}\.?$/.test(n)) return false;
  const bare = n.replace(/^(?:the\s+)?(?:state|commonwealth|province|republic|kingdom|city|county)\s+of\s+/i, '');
  if (bare !== n && isPlaceName(bare)) return false;
  const withoutForm = n.replace(/\b(?:corporation|company|limited|inc|incorporated|llc|ltd|corp)\b\.?/gi, '').trim();
  if (withoutForm && isPlaceName(withoutForm.replace(/[,\s]+$/, ''))) return false;
  if (FORM_ONLY.test(n)) return false;
  return !isDocumentTerm(n);
}

const ANCHOR =
  /\b(?:by\s+and\s+(?:between|among)|between|among|BETWEEN|AMONG|Between|(?:entered\s+into|made|executed)\s+by(?!\s+and\b))\b\s*:?\s*/g;
const NUMBERED_PARTIES = /\bParties\b\s*:?\s*(?=\(\s*1\s*\)|1\.\s)/g;

export interface Clause {
  parties: PartyCandidate[];
  score: number;
  anchor: number;
  /** Where the parties named at the head end (the signature pages' names come after it). */
  preambleEnd: number;
}

/** Where the preamble ends: the recitals, "NOW, THEREFORE", "agree as follows" or the first article. */
const PREAMBLE_END =
  /\bWHEREAS\b|\bRECITALS?\b|\bas\s+follows\s*:|\b(?:SECTION|Section|ARTICLE|Article)\s+(?:1|I|ONE|One)\b|\bW\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H\b|\bBACKGROUND\b|\bNOW,?\s+THEREFORE\b|\bIT\s+IS\s+(?:HEREBY\s+)?AGREED\b|\bagree(?:s|d)?\s+as\s+follows\b|\b(?:hereby\s+)?agree\s+(?:that|to)\b/i;

/**
 * A party introduced by its description: a name with a legal form, an organisation word or a
 * person's shape, followed (within its description) by its defined term in parentheses or by
 * "hereinafter referred to as", or a name with a legal form followed at once by a company
 * description ("(Company no 2085882) whose registered office is at", ", a Delaware corporation").
 */
const DEFINED_TERM =
  /\(\s*(?:the\s+|hereinafter(?:\s+(?:referred\s+to\s+as|called))?\s+(?:the\s+)?|herein\s+(?:referred\s+to\s+as\s+)?(?:the\s+)?)?"\s*([^"()]{1,60}?)\s*"|\b[Hh]ereinafter\s+(?:referred\s+to\s+as|called)\s+(?:the\s+)?"\s*([^"()]{1,60}?)\s*"/g;
const COMPANY_DESCRIPTION =
  /^\s*(?:\(\s*(?:company|registration|registered|reg\.?)\s+(?:no|number|nr)\b|,?\s*(?:whose|with\s+(?:its|an|a)\s+(?:principal|registered|head)?\s*(?:office|place\s+of\s+business)|having\s+(?:its|an|a)\s+(?:principal|registered|head)?\s*(?:office|address|place\s+of\s+business)|(?:duly\s+)?(?:organi[sz]ed|incorporated|existing|formed)\s+(?:and\s+existing\s+)?under)|,?\s*(?:a|an)\s+(?:[\w-]+\s+){0,4}(?:corporation|company|partnership|limited\s+liability|société|gesellschaft|trust|bank)\b)/i;

/** Where a capitalised run starts: after punctuation or a lower-case word, not inside another name. */
function runStarts(flat: string, from: number, to: number): number[] {
  const out: number[] = [];
  const re = /[A-Z0-9]|\b[a-z]+[A-Z]/g;
  re.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = re.exec(flat)) && m.index < to) {
    const prev = flat.slice(Math.max(from, m.index - 40), m.index);
    if (/[\p{L}\p{N}.&'-]$/u.test(prev)) continue; // inside a word
    const gap = /(\S+)(\s+)$/.exec(prev);
    const prevWord = gap?.[1] ?? '';
    const paragraph = gap?.[2]?.includes('\n') ?? false;
    if (!paragraph && /^[A-Z0-9&][\w.&'-]*$/.test(prevWord) && !/[.:;]$/.test(prevWord)) continue; // inside a capitalised run
    if (!paragraph && NAME_JOINERS.has(prevWord.toLowerCase())) continue; // "Produtos de Informåtica": inside a name
    if (/^\(?(?:dba|d\/b\/a\/?|as|aka|f\/k\/a|fka|formerly)$/i.test(prevWord)) continue; // another name of the party before
    out.push(m.index);
  }
  return out;
}

/** The names that start at the given places, each once (a name inside a longer one is not another). */
function namesAt(flat: string, starts: number[], to: number): Parsed[] {
  const out: Parsed[] = [];
  let covered = -1;
  for (const st of starts) {
    if (st < covered) continue;
    const n = parseName(flat, st);
    if (!n || n.start >= to) continue;
    covered = n.end;
    out.push(n);
  }
  return out;
}

/** Whether a defined term is the initials of a name's words, its joiners and "and" left out ("IMRD"). */
function spellsInitials(term: string, name: string): boolean {
  const t = term.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const initials = name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !NAME_JOINERS.has(w) && w !== 'and')
    .map((w) => w[0])
    .join('');
  return t.length >= 3 && initials === t;
}

/** Whether a defined term is a short name of a name: one of its words, or its initials ("JHU" for "The Johns Hopkins University"). */
function abbreviates(term: string, name: string): boolean {
  const t = term.toLowerCase().replace(/[^\p{L}\p{N} ]/gu, '');
  const words = name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (t.split(' ').every((w) => words.includes(w))) return true;
  const initials = words
    .filter((w) => !NAME_JOINERS.has(w))
    .map((w) => w[0])
    .join('');
  return t.length >= 2 && !t.includes(' ') && (initials === t || initials.includes(t));
}

/**
 * Words that tie a name to a party without making it one: its predecessor or former name, its parent,
 * an affiliate, the manager or agent it acts through, its lawyers, its guarantor, whoever makes or owns
 * what it deals in ("successor in interest to X", "a wholly-owned subsidiary of X", "acting by and
 * through its manager, X", "c/o X", "products manufactured by X": a past participle with "by", save
 * the verbs that introduce the parties themselves, "made by", "executed by", "entered into … by").
 */
const RELATED_NAME_BEFORE =
  /\b(?:successor(?:s)?(?:[-\s]+in[-\s]+interest)?\s+(?:to|of)|formerly(?:\s+(?:known\s+as|called|named))?|f\/k\/a|predecessor(?:\s+in\s+interest)?\s+(?:to|of)?|(?:wholly[-\s]owned\s+|indirect\s+|direct\s+|majority[-\s]owned\s+)?subsidiar(?:y|ies)\s+of|(?:an?\s+)?affiliate\s+of|(?:the\s+)?(?:parent|division|unit|member)\s+of|(?:acting\s+)?(?:by\s+and\s+)?through|acting\s+by|on\s+behalf\s+of|for\s+the\s+benefit\s+of|c\/o|care\s+of|represented\s+by|(?!(?:made|entered|executed|signed|agreed|concluded|delivered|accepted|acknowledged|countersigned|approved|undersigned)\b)[a-z]{3,}ed\s+by|its\s+(?:general\s+partner|manager|managing\s+member|sole\s+member|agent|trustee|attorney(?:-in-fact)?|parent)|(?:as\s+)?(?:agent|nominee|trustee)\s+(?:for|of))\s*,?\s*(?:the\s+)?$/i;

/** Whether the name starting at `start` is introduced as a relation of a party, not as one. */
export function introducedAsRelated(flat: string, start: number): boolean {
  return RELATED_NAME_BEFORE.test(flat.slice(Math.max(0, start - 80), start));
}

/** Words that introduce a party in a preamble ("between", "and", "the undersigned,"). */
const PARTY_INTRO = /(?:\b(?:between|among|by|and|with|undersigned|parties)|[:;(]|^)\s*,?\s*(?:the\s+)?$/i;

function describedParties(flat: string, from: number, to: number): PartyCandidate[] {
  const out: PartyCandidate[] = [];
  const names = namesAt(flat, runStarts(flat, from, to), to).filter(
    (n) => isPlausibleName(n.text) && isPartyName(n.text) && !introducedAsRelated(flat, n.start),
  );
  // A name with a legal form is a party anywhere in the preamble; an organisation's name ("… University") where a party is introduced.
  const partyLike = (n: Parsed) =>
    hasLegalForm(n.text) ||
    (looksLikeParty(n.text) && PARTY_INTRO.test(flat.slice(Math.max(from, n.start - 30), n.start).replace(/,\s*$/, '')));
  DEFINED_TERM.lastIndex = from;
  let m: RegExpExecArray | null;
  let lastEnd = from;
  while ((m = DEFINED_TERM.exec(flat)) && m.index < to) {
    const term = (m[1] ?? m[2] ?? '').trim();
    const windowStart = Math.max(lastEnd, m.index - 300);
    lastEnd = m.index + m[0].length;
    if (!term || isDocumentTerm(term)) continue;
    // The last party-like name before the term, with no other defined term between them.
    const name = names.filter((n) => n.start >= windowStart && n.end <= m!.index && partyLike(n)).at(-1);
    if (!name) continue;
    // An organisation's name without a legal form takes a term that is a role or its own short name ("JHU", "Fund").
    if (!hasLegalForm(name.text) && !GENERIC.has(term.toLowerCase()) && !abbreviates(term, name.text)) continue;
    if (name.text.toLowerCase() === term.toLowerCase() && !hasLegalForm(name.text)) continue;
    out.push({ name: name.text, role: term, flatStart: name.start, flatEnd: name.end, descriptor: true });
  }
  for (const n of names) {
    if (hasLegalForm(n.text) && COMPANY_DESCRIPTION.test(flat.slice(n.end, n.end + 80)))
      out.push({ name: n.text, flatStart: n.start, flatEnd: n.end, descriptor: true });
  }
  return out.sort((a, b) => a.flatStart - b.flatStart);
}

/** Job titles, stripped from the front of a name that follows "Title:" on a signature page. */
const TITLE_WORDS =
  /^(?:(?:Chief|Executive|Operating|Financial|Technology|Technical|Legal|Officer|President|Vice|Senior|Executive|General|Counsel|Secretary|Treasurer|Director|Managing|Manager|Member|Partner|Authorized|Authorised|Signatory|Chairman|Chairperson|Chair|CEO|CFO|COO|CTO|EVP|SVP|VP|Sole|Assistant|Head|Global|Corporate|Development|Business|Sales|Marketing|Operations|of|and|&)\b[\s,]*)+/;
/** A job title's head word ("… Officer", "… Partner", "Authorized Signatory"): where the title ends. */
const TITLE_HEAD_WORD = String.raw`(?:Officer|President|Director|Manager|Partner|Member|Secretary|Treasurer|Counsel|Chairman|Chairperson|CEO|CFO|COO|CTO|VP|Signatory|Trustee|Attorney-in-Fact)`;
/** A job title up to its head word ("Chief Investment Officer", "President & CEO", "General Partner"), before a name. */
const TITLE_HEAD = new RegExp(
  String.raw`^(?:[\w&.,-]+\s+){0,6}?${TITLE_HEAD_WORD}(?:\s*(?:&|and|of)\s*(?:CEO|CFO|COO|CTO|Treasurer|Secretary|Chairman))?(?:\s+of)?\s*,?\s+(?=[A-Z0-9])`,
  'i',
);
const SIGNATURE_LABEL =
  /\b(?:By|Name|Title|Its|Date|Dated|Attest|Witness|Address|Signature|Print(?:ed)?\s+Name)\s*:|\/s\/|\[[^\]]{0,80}\]|\b[A-Z]{3,}(?:\s+[A-Z]{3,})?\s*:/g;

/** A job title's head word, the end of the signer's line of a signature block ("… Chief Compliance Officer", "… Authorized Signatory"). */
const TITLE_END = new RegExp(String.raw`^.*\b${TITLE_HEAD_WORD}\s*,?\s+(?=[A-Z0-9])`, 'i');

/**
 * The company after the signer's line of the block before, where a flattened signature page runs them together:
 * "Matthew S. O'Mara Matthew S. O'Mara Authorized Signatory ATHENE USA CORPORATION", "Ana Dorr Chief Compliance Officer
 * Heron EQ, Ltd." (undefined where what follows the last title word is no company's name: "BIP HOLDINGS MANAGER L.L.C.").
 */
function afterSignerLine(text: string): string | undefined {
  const m = TITLE_END.exec(`${text} `);
  if (!m || m[0].length >= text.length) return undefined;
  const rest = text.slice(m[0].length);
  return hasLegalForm(rest) && isPlausibleName(rest) && isPartyName(rest) ? rest : undefined;
}

/** A numeric date at the front of a run of capitalised words: the date line of the block before, not part of a name. */
const DATE_LEAD = /^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\s+/;
/** The end of a written date before a name's start ("DATED: April 8, 2031 ROWAN CAPITAL LP"): the year is the date's. */
const WRITTEN_DATE_BEFORE = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\s*,?\s*$/i;

/**
 * What is not part of a signature block's heading read from a flattened page: the date line of the block before
 * ("4/8/2020 YA II PN, Ltd.", "April 8, 2020 SCULPTOR …": the year), and the last word of the block before's address
 * ("…, Darmstadt, Germany MERCK SERONO SA": a place after a comma is never the first word of the next name).
 */
function withoutLead(flat: string, start: number, name: string): string {
  let out = name.replace(DATE_LEAD, '');
  const year = /^(?:19|20)\d{2}\s+/.exec(out);
  if (year && out === name && WRITTEN_DATE_BEFORE.test(flat.slice(Math.max(0, start - 24), start))) out = out.slice(year[0].length);
  const place = /^(\S+)\s+(?=\S)/.exec(out);
  if (place && out === name && isPlaceName(place[1]!) && /,\s*$/.test(flat.slice(Math.max(0, start - 3), start)))
    out = out.slice(place[0].length);
  return out;
}
/**
 * Who a notice is addressed to or copied to beside a signature block ("with a copy to: Baird & Lowe LLP", "Attention: …",
 * "Attn: …"): no signer. Blanked to the end of its line, a run of spaces or the next field of the block.
 */
const COPY_TO =
  /\b(?:(?:with\s+(?:a\s+)?cop(?:y|ies)\s+(?:to|for)|(?:a\s+)?copy\s+to|Attn\.?|ATTN\.?)\s*:?|(?:Attention|ATTENTION)\s*:)(?:[^\n]{0,120}?(?=\n|\s{3}|\b(?:By|Name|Title|Its|Date|Dated|Address|BY|NAME|TITLE)\s*:|\/s\/)|[^\n]{0,120})/g;
/** EDGAR's page line: "Source: ACME CORP, 10-K, 3/28/2019". */
const FILING_LINE = /\bSource:[^\n]{0,160}?,\s*[\w/-]{2,12}(?:\/A)?,\s*\d{1,2}\/\d{1,2}\/\d{2,4}/g;

/**
 * A label in capitals ("CUSIP:", "BANK:") whose word the text never uses but as a label, and which is not shaped as a role
 * (an agent noun: "GUARANTOR:", "LICENSEE:", "BUYER:"): a field of a form, not a party's role ("LICENSOR:" where the text
 * says "the Licensor"). The label's last word decides ("Issuer and CUSIP:", "CEO\n\nOPERATOR:").
 */
function fieldLabel(flat: string, label: string): boolean {
  const word = /([A-Z]{3,})\s*:$/.exec(label.trim())?.[1];
  if (!word || /^(?:BY|NAME|TITLE|ITS|DATE|DATED|ATTEST|WITNESS|ADDRESS|SIGNATURE)$/.test(word)) return false;
  if (/(?:OR|EE|ER|ANT|ENT|ARY|IST|ES)$/.test(word)) return false;
  return !new RegExp(String.raw`\b${word}\b(?!\s*:)`, 'i').test(flat);
}

/** The companies that sign: names with a legal form on the signature pages, not those signing for them ("By: X, its general partner"). */
function signatureParties(flat: string): PartyCandidate[] {
  const region = signatureRegion(flat);
  if (!region) return [];
  const out: PartyCandidate[] = [];
  // The signature pages end where an appendix, exhibit or schedule begins.
  const appendix = /\n\s*(?:APPENDIX|EXHIBIT|SCHEDULE|ANNEX|ATTACHMENT|Appendix|Exhibit|Schedule|Annex|Attachment)\s+[A-Z0-9]/.exec(
    flat.slice(region.start + 200, region.end),
  );
  // EDGAR's page line ("Source: ACME INC, 10-K, 3/1/2019") names the filer, not a signer: blanked, offsets kept.
  const text = flat
    .slice(region.start, appendix ? region.start + 200 + appendix.index : region.end)
    .replace(FILING_LINE, (line) => ' '.repeat(line.length))
    .replace(COPY_TO, (line) => ' '.repeat(line.length));
  let prevLabel = '';
  let chunkStart = 0;
  const visit = (start: number, end: number, label: string) => {
    if (/^(?:by|name|its|signature|print(?:ed)?\s+name)\s*:$|^\/s\/$/i.test(label.trim())) {
      // The signer's own name; the next block's company may follow after a blank line ("/s/ Ann Ferris\n\nACME LLC").
      const para = text.slice(start, end).indexOf('\n');
      // Only that one paragraph: what follows a signature block further on is no signer.
      const next = para >= 0 ? text.indexOf('\n', start + para + 1) : -1;
      if (para >= 0) visit(start + para + 1, next >= 0 && next < end ? next : end, '');
      return;
    }
    // A field's label that names no role in the document ("Issuer and CUSIP: Intrexon Corporation (46122T102)", "BANK: …"):
    // its value is no block's heading. A party's role label ("LICENSEE:") is a word the text uses outside labels too.
    if (fieldLabel(flat, label)) return;
    let s = start;
    // After "IN WITNESS WHEREOF … above written." the chunk's own sentence ends.
    const sentenceEnd = /^[\s\S]*\b(?:written|above|below|hereof|hereto|date)\s*[.:]\s+/i.exec(text.slice(s, end));
    if (sentenceEnd) s += sentenceEnd[0].length;
    // A title ("Chief Operating Officer", "President & CEO of") or a page number before the name.
    const lead = /^\s*(?:\d{1,3}\s+)?/.exec(text.slice(s, end))![0].length;
    s += lead;
    const stripped = TITLE_HEAD.exec(text.slice(s, end)) ?? TITLE_WORDS.exec(text.slice(s, end));
    if (stripped) s += stripped[0].length;
    for (const n of namesAt(flat, [region.start + s, ...runStarts(flat, region.start + s, region.start + end)], region.start + end)) {
      if (n.end > region.start + end) continue;
      // Inside the blanked page line: the filer, not a signer.
      if (!text.slice(n.start - region.start, n.end - region.start).trim()) continue;
      // "CEO of STW Resources Holding Corp." in an acknowledgment: the title is not part of the name; nor is the date of
      // the block before, read into it ("6/9/2031 Ana Dorr Chief Compliance Officer Heron EQ, Ltd.").
      const undated = withoutLead(flat, n.start, n.text);
      const title = TITLE_HEAD.exec(`${undated} `);
      const name = afterSignerLine(undated) ?? (title ? undated.slice(title[0].length) : undated);
      if (!hasLegalForm(name) || !isPlausibleName(name) || !isPartyName(name)) continue;
      out.push({ name, flatStart: n.start + (n.text.length - name.length), flatEnd: n.end, descriptor: true });
    }
  };
  SIGNATURE_LABEL.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = SIGNATURE_LABEL.exec(text))) {
    visit(chunkStart, m.index, prevLabel);
    prevLabel = m[0];
    chunkStart = m.index + m[0].length;
  }
  visit(chunkStart, text.length, prevLabel);
  return out;
}

/** A person's name as printed in a signature block: two to four capitalised words or initials ("Shelby J. Butterfield", "DANIEL KŘETÍNSKÝ"). */
function personShaped(name: string): boolean {
  const words = name.trim().split(/\s+/);
  if (words.length < 2 || words.length > 4 || !isPartyName(name) || hasLegalForm(name) || ORG_WORDS.test(name)) return false;
  if (TITLE_WORDS.test(`${name} `) || !words.every((w) => /^\p{Lu}(?:\p{L}*|\.)[,.]?$/u.test(w))) return false;
  // "Investment Manager", "General Partner": a capacity, not a person.
  if (
    /^(?:Officer|President|Director|Manager|Partner|Member|Secretary|Treasurer|Counsel|Chairman|Chairperson|Signatory|Trustee|Agent|Advisor|Adviser)$/i.test(
      words.at(-1)!,
    )
  )
    return false;
  return words.filter((w) => /\p{L}{2}/u.test(w)).length >= 2;
}

/** "Shelby J. Butterfield Shelby J. Butterfield": the name typed under the signature again. */
function once(name: string): string {
  const w = name.split(/\s+/);
  const half = w.length / 2;
  return w.length % 2 === 0 && w.slice(0, half).join(' ') === w.slice(half).join(' ') ? w.slice(0, half).join(' ') : name;
}

/**
 * Who signs a document whose parties are "the undersigned" (a joint filing agreement, a consent):
 * each signature block's heading (a company, a trust or fund, or a person's name in capitals above
 * the "/s/" line), and a person who signs in their own name ("/s/ Shelby J. Butterfield" with no
 * "By:" before or after it: nobody signs for anyone). Those signing "By:" for a block are not parties.
 */
export function undersignedParties(flat: string): PartyCandidate[] {
  const region = signatureRegion(flat) ?? { start: Math.max(0, flat.length - 3000), end: flat.length };
  const from = Math.max(0, region.start - 600);
  const text = flat.slice(from, region.end);
  const out: PartyCandidate[] = [];
  const push = (n: Parsed, name: string) => {
    if (out.some((o) => partyKey(o.name) === partyKey(name))) return;
    out.push({ name, flatStart: n.start + (n.text.indexOf(name) >= 0 ? n.text.indexOf(name) : 0), flatEnd: n.end, descriptor: true });
  };
  for (const m of text.matchAll(/\/s\/\s*/g)) {
    const q = from + m.index;
    const lead = flat.slice(Math.max(from, q - 12), q);
    const byBefore = /\b(?:By|Per)\s*:\s*$/i.test(lead);
    // The block's heading: the name that ends right before the "/s/" line (or before its "By:").
    let headEnd = byBefore ? q - /\b(?:By|Per)\s*:\s*$/i.exec(lead)![0].length : q;
    // Those signing for the block's company come between it and the "/s/" line ("ACME FUND, L.P. By: Acme GP, LLC,
    // its general partner By: /s/ …", "… By:Acme Advisors, LLC Its:Investment Manager By:/s/ …"): the heading is before them.
    // The capacity may be written with capitals ("By: Ember Partners, Inc., its Manager").
    for (let k = 0; k < 6; k++) {
      const chain = /\b(?:By|Per)\s*:\s*[^:\n]{2,120}?(?:,?\s+its\s+[A-Za-z][A-Za-z ]{2,40}|\s+Its\s*:\s*[^:\n]{2,60}?)\s*$/.exec(
        flat.slice(Math.max(from, headEnd - 200), headEnd),
      );
      if (!chain) break;
      headEnd -= flat.slice(Math.max(from, headEnd - 200), headEnd).length - chain.index;
    }
    const heading = namesAt(flat, runStarts(flat, Math.max(from, headEnd - 160), headEnd), headEnd)
      .filter((n) => headEnd - n.end <= 2)
      .at(-1);
    if (heading) {
      const title = TITLE_WORDS.exec(heading.text);
      let name = title ? heading.text.slice(title[0].length) : heading.text;
      // "4/8/2020 YA II PN, Ltd.", "Compliance Officer YA Global Investments II (U.S.), Ltd.": the date or title of the block
      // before, read into the heading, is no part of it.
      name = withoutLead(flat, heading.start + (heading.text.length - name.length), name);
      name = afterSignerLine(name) ?? name;
      if (name && isPlausibleName(name) && (hasLegalForm(name) || (ORG_WORDS.test(name) && isPartyName(name)) || personShaped(name))) {
        push(heading, name);
        continue;
      }
    }
    if (byBefore) continue;
    // No heading and nobody signing "By:" for another: the signer signs for themselves.
    const signer = parseName(flat, q + m[0].length);
    if (!signer) continue;
    const name = once(signer.text);
    const afterName = flat.slice(signer.start + name.length, signer.start + name.length + 8);
    if (personShaped(name) && !/^\s*(?:By|Per)\s*:/i.test(afterName)) push(signer, name);
  }
  return out;
}

/** A name compared as the same party: lower case, letters and digits, dotted forms joined ("L.P." → "lp"). */
export function partyKey(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\b(\p{L})\.(?=\p{L}\.)/gu, '$1')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words[0] === 'the' && words.length > 1) words.shift();
  return words.join(' ');
}
/** The key without the legal form at its end. */
const baseKey = (name: string) => {
  const w = partyKey(name).split(' ');
  while (w.length > 1 && SUFFIX.has(w.at(-1)!)) w.pop();
  return w.join(' ');
};

/** "SEV" for "SEV GROUP LIMITED", "DCL" for "Dairy Crest Limited", "IBM" for a party whose defined term is "IBM": another name of a party already listed. */
function isAliasOf(short: PartyCandidate, long: PartyCandidate): boolean {
  if (short === long) return false;
  // "Challenge Bioproducts Corporation" and "Challenge Bioproducts Corporation Ltd.": the same company, its legal form cut.
  const sk = partyKey(short.name);
  const lkFull = partyKey(long.name);
  if (lkFull.startsWith(`${sk} `) && baseKey(short.name) === baseKey(long.name)) return true;
  if (hasLegalForm(short.name)) return false;
  if (long.role && long.role.toLowerCase() === short.name.toLowerCase()) return true;
  const s = baseKey(short.name).split(' ');
  const lk = baseKey(long.name).split(' ');
  if (s.length < lk.length && s.every((w, i) => lk[i] === w)) return true;
  if (s.join(' ') === lk.join(' ') && hasLegalForm(long.name)) return true;
  const initials = long.name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toLowerCase())
    .join('');
  return s.length === 1 && s[0]!.length >= 2 && (initials === s[0] || (initials.startsWith(s[0]!) && s[0]!.length >= 3));
}

/** Character bigrams of a name's key, for telling a misspelt or garbled repeat of a name from another name. */
function bigrams(key: string): Map<string, number> {
  const s = key.replace(/\s+/g, '');
  const out = new Map<string, number>();
  for (let i = 0; i < s.length - 1; i++) out.set(s.slice(i, i + 2), (out.get(s.slice(i, i + 2)) ?? 0) + 1);
  return out;
}
/** Dice's coefficient of two names' bigrams (1: the same letters in the same pairs). */
export function nameSimilarity(a: string, b: string): number {
  const x = bigrams(baseKey(a));
  const y = bigrams(baseKey(b));
  let shared = 0;
  let total = 0;
  for (const [g, n] of x) {
    shared += Math.min(n, y.get(g) ?? 0);
    total += n;
  }
  for (const n of y.values()) total += n;
  return total === 0 ? 0 : (2 * shared) / total;
}

/**
 * The preamble leaves the parties to the signature page or a schedule: "the persons and entities
 * listed on Schedule A", "each other party hereto identified on the signature page(s)", "the
 * Franchisee … set forth in the Addendum", "the undersigned".
 */
const PARTIES_ELSEWHERE =
  /\b(?:listed|identified|named|set\s+forth|specified|described|designated)\s+(?:on|in|as)\s+(?:the\s+)?(?:signature\s+pages?|counterpart\s+signature|Schedules?|Exhibits?|Annex(?:es)?|Appendix|Appendices|Addend(?:um|a)|Attachments?)\b|\bsignatories\s+(?:hereto|to\s+this)|\bthe\s+undersigned\b|\beach\s+of\s+the\s+(?:persons|entities|parties)\s+(?:listed|named|identified)\b/i;

/**
 * Whether the preamble's text names a company: the same words once case, punctuation and legal form
 * are set aside, or nearly the same letters ("ScanSource Brazil" for "SCANSOURCE BRASIL").
 */
function namedIn(preambleKey: string, name: string): boolean {
  const key = baseKey(name);
  if (key.length < 3) return false;
  if (` ${preambleKey} `.includes(` ${key} `)) return true;
  const n = key.split(' ').length;
  const words = preambleKey.split(' ');
  for (let i = 0; i + n <= words.length; i++) if (nameSimilarity(words.slice(i, i + n).join(' '), key) >= 0.85) return true;
  return false;
}

/**
 * Which signature-page companies are parties. A signature page also carries guarantors, parents
 * acknowledging a clause, agents, witnesses' firms and the filer's page line; CUAD's lawyers, like a
 * reader, take as parties those the agreement itself names. So a company that signs is a party when
 * the preamble names it too (under any spelling of its name), or when the preamble leaves its parties
 * to the signature page or a schedule, or when the preamble named fewer than two parties (a letter
 * agreement, an excerpt); and never when it is a garbled or variant spelling of a party already found.
 */
/**
 * Whether a name is an OCR-garbled repeat of another: its last words (two or more, legal form aside)
 * nearly the same letters as the other's last words but not the same ("Delawar UITES FRANCHISE LLC"
 * for "Homewood Suites Franchise LLC"). Sister companies share their last words exactly, so they are not.
 */
export function garbledRepeatOf(name: string, known: string): boolean {
  const a = baseKey(name).split(' ');
  const b = baseKey(known).split(' ');
  for (let n = Math.min(a.length, b.length, 4); n >= 2; n--) {
    const [ta, tb] = [a.slice(-n).join(' '), b.slice(-n).join(' ')];
    if (ta !== tb && nameSimilarity(ta, tb) >= 0.85) return true;
  }
  return false;
}

/**
 * A signature block's capacity that is never a party's: "WITNESS:", "ACKNOWLEDGED BY LENDER:",
 * "Approved as to form:", "with a copy to counsel:", "Notary Public". (A guarantor or a company
 * acknowledging a clause may be one of the parties a deferring preamble leaves to the signature page.)
 */
const NON_PARTY_CAPACITY =
  /\b(?:witness(?:es)?(?!\s+whereof)|lenders?|notary|approved\s+as\s+to\s+form|counsel|copy\s+to)\b[A-Za-z ,]{0,40}:?\s*$/i;

/** Whether `long` is `core` with more words that name no place and join no foreign name ("artara therapeutics" for "artara"). */
function fullerNameOf(core: string, long: string): boolean {
  if (!long.startsWith(`${core} `)) return false;
  const rest = long.slice(core.length + 1).split(' ');
  return !rest.some((w) => /^(?:de|do|da|del|der|des|di|du|of|y|e|und|et)$/.test(w) || isPlaceName(w));
}

/**
 * Whether the preamble names a company only as another's relation ("Oak Systems, Inc., a wholly owned
 * subsidiary of Oak Group plc"): its signature ("Acknowledged by OAK GROUP PLC") makes it no party.
 */
export function namedOnlyAsRelated(preamble: string, name: string): boolean {
  const words = name.match(/[\p{L}\p{N}&]+/gu);
  if (!words) return false;
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${words.join(String.raw`[\s,.'-]+`)}(?![\\p{L}\\p{N}])`, 'giu');
  const at = [...preamble.matchAll(re)].map((m) => m.index);
  return at.length > 0 && at.every((i) => introducedAsRelated(preamble, i));
}

export function admitSigners(head: PartyCandidate[], signing: PartyCandidate[], preamble: string, flat?: string): PartyCandidate[] {
  const preambleKey = partyKey(preamble);
  const deferred = PARTIES_ELSEWHERE.test(preamble);
  const fewNamed = new Set(head.map((p) => baseKey(p.name))).size < 2;
  const known = [...head];
  const out: PartyCandidate[] = [];
  for (const c of signing) {
    const key = partyKey(c.name);
    if (known.some((k) => partyKey(k.name) === key)) {
      out.push(c); // the same name again: merged as one party
      continue;
    }
    // "XPLORE TECHNOLOGIES CORPORATION" for "Xplore Technologies Corporation of America", "IndeLiving" for "Inde Living":
    // the preamble's party again, not another (sister companies that sign, "… Management, L.P." and "… Management, LLC", are not compared).
    if (head.some((k) => partyKey(k.name).startsWith(`${key} `) || nameSimilarity(k.name, c.name) >= 0.7)) continue;
    // "ARTARA THERAPEUTICS, INC." signing for the preamble's "ArTara, Inc.": a party named by one word and its legal form, signing
    // under a fuller (or later) name; not a sister company abroad ("ScanSource Brasil Distribuidora de Tecnologias", "… Mexico").
    if (head.some((k) => !baseKey(k.name).includes(' ') && fullerNameOf(baseKey(k.name), baseKey(c.name)))) continue;
    if (known.some((k) => garbledRepeatOf(c.name, k.name))) continue;
    // A preamble that leaves its parties to the signature page still leaves out those signing as witness, lender or counsel.
    const capacity = flat ? NON_PARTY_CAPACITY.test(flat.slice(Math.max(0, c.flatStart - 60), c.flatStart)) : false;
    if ((namedIn(preambleKey, c.name) && !namedOnlyAsRelated(preamble, c.name)) || ((deferred || fewNamed) && !capacity)) {
      out.push(c);
      known.push(c);
    }
  }
  return out;
}

function merge(head: PartyCandidate[], signing: PartyCandidate[]): PartyCandidate[] {
  const out: PartyCandidate[] = [];
  const add = (c: PartyCandidate, fromSignature: boolean) => {
    const key = partyKey(c.name);
    const same = out.findIndex((o) => partyKey(o.name) === key);
    if (same >= 0) {
      if (!out[same]!.role && c.role) out[same] = { ...out[same]!, role: c.role };
      return;
    }
    if (fromSignature) {
      // Two signature columns read as one line: "THE JOHNS HOPKINS UNIVERSITY VIRTUOSO SURGICAL, INC."
      const known = out.find((o) => key.startsWith(`${partyKey(o.name)} `));
      if (known) {
        const rest = c.name.split(/\s+/).slice(known.name.split(/\s+/).length).join(' ');
        const offset = c.name.length - rest.length;
        if (rest && hasLegalForm(rest) && isPartyName(rest)) add({ ...c, name: rest, flatStart: c.flatStart + offset }, true);
        // "… LUX S.À R.L II" after "… LUX S.À R.L": the next fund of a series, not the same name run into another.
        if (!/^(?:II|III|IV|V|VI|VII|VIII|IX|X)$/.test(rest)) return;
      }
      // "C. BOYD ENTERPRISES, LLC" read without its first initial: the same party.
      if (out.some((o) => partyKey(o.name).endsWith(` ${key}`))) return;
    }
    out.push(c);
  };
  for (const c of head) add(c, false);
  for (const c of signing) add(c, true);
  return out.filter((c) => !out.some((o) => isAliasOf(c, o)));
}

function scoreList(flat: string, parties: PartyCandidate[], anchor: number): number {
  const before = flat.slice(Math.max(0, anchor - 300), anchor);
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
  return score;
}

/**
 * Parties set out as labelled lines, as contracts drafted in China, Korea or Latin America do:
 * "Party A: Shenzhen … Co., Ltd.\nAddress: …\nParty B: …", "First Party: …", "Seller (甲方): …"
 * (the label may also follow other words on the line: a PDF or EDGAR text often joins the lines).
 * Two or more such lines near each other, each naming a party-like name; the label is its role.
 */
const LABELLED_PARTY =
  /(?:^|\s)[ \t]*((?:Party|PARTY)\s+(?:[A-D]|[1-4]|One|Two|ONE|TWO)|(?:First|Second|Third|FIRST|SECOND|THIRD)\s+(?:Party|PARTY))[ \t]*(?:\([^)\n]{0,30}\))?[ \t]*[:：][ \t]*/g;
export function labelledParties(flat: string, limit: number): PartyCandidate[] {
  const out: PartyCandidate[] = [];
  LABELLED_PARTY.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = LABELLED_PARTY.exec(flat)) && m.index < limit) {
    const start = m.index + m[0].length;
    const line = /^[^\n]{2,160}/.exec(flat.slice(start))?.[0] ?? '';
    // The name ends at the line's end, a comma before a description or an address, or a defined term.
    const name = line
      // … or the next field of the block ("Address:", "Legal Representative:"), a line break being gone from the flat text.
      .replace(
        /\s+(?:Address|Add|Tel|Telephone|Phone|Fax|E-?mail|(?:Legal\s+)?Representative|Registered\s+(?:Address|Office)|Domicile|Contact|Attn|Attention|Post(?:al)?\s+Code|Zip|Bank|Account|ID|Passport|Signature|Name|Title|Date|Party)\b[^:：\n]{0,20}[:：].*$/i,
        '',
      )
      .replace(/\s*(?:\(|,\s*(?:a|an|with|having|whose|located|registered|address)\b|;|\s{3,}).*$/i, '')
      .replace(/[,.]?\s*$/, (x) => (/\.$/.test(x) && hasLegalForm(line.slice(0, line.indexOf(x) + 1)) ? '.' : ''));
    if (!name || !isPlausibleName(name) || !isPartyName(name) || !looksLikeParty(name)) continue;
    if (out.length > 0 && start - out.at(-1)!.flatEnd > 1500) break;
    if (out.some((o) => partyKey(o.name) === partyKey(name))) continue;
    out.push({ name, role: m[1]!.replace(/\s+/g, ' '), flatStart: start, flatEnd: start + name.length, descriptor: true });
  }
  return out.length >= 2 ? out : [];
}

/** Whether the "between" at `anchor` is inside a definition or a mention of another agreement ("… means that certain Agreement … between"). */
function definesAnotherAgreement(flat: string, anchor: number): boolean {
  const before = flat.slice(Math.max(0, anchor - 300), anchor);
  const sentence = before.slice(Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n'), before.lastIndexOf('; ')) + 1);
  return /\b(?:means|shall\s+mean|refers\s+to|that\s+certain)\b/i.test(sentence);
}

/**
 * "… between the Corporation and the agents named therein": a defined term standing where a name
 * should, read back to the name the text defines it for ("Tribute Pharmaceuticals Inc. (the
 * "Corporation")"). A term the text defines for no name is left as it is.
 */
export function resolveDefinedTerm(flat: string, c: PartyCandidate): PartyCandidate {
  const term = /^the\s+([A-Z][\w-]*)$/.exec(c.name.replace(/\s+/g, ' ').trim())?.[1];
  if (!term) return c;
  const definition = new RegExp(String.raw`\(\s*(?:the\s+)?"\s*${term}\s*"\s*\)`, 'g');
  let m: RegExpExecArray | null;
  while ((m = definition.exec(flat))) {
    // The longest name with a legal form that ends right before the parenthesis.
    const before = flat.slice(Math.max(0, m.index - 150), m.index);
    const offset = m.index - before.length;
    const starts = [...before.matchAll(/(?<![\p{L}\p{N}.&'-])[A-Z]/gu)].map((s) => offset + s.index);
    for (const st of starts) {
      const n = parseName(flat, st);
      if (n && /^[\s,]*$/.test(flat.slice(n.end, m.index)) && hasLegalForm(n.text) && isPlausibleName(n.text))
        return { name: n.text, role: term, flatStart: n.start, flatEnd: n.end, descriptor: true };
    }
  }
  return c;
}

/**
 * Contract parties: the best-scored "between … and …" list in the first part of the text, with the
 * parties the preamble introduces by their description or defined term and the companies that sign.
 */
/**
 * A name that is only the end of another party's name after its "and" ("ENTERTAINMENT CORPORATION" beside
 * "THE HENRY FILM AND ENTERTAINMENT CORPORATION") is that name cut at its conjunction, not another party.
 */
function withoutCutTails(candidates: PartyCandidate[]): PartyCandidate[] {
  const norm = (n: string) => n.replace(/\s+/g, ' ').trim().toLowerCase();
  return candidates.filter((c) => {
    const tail = ` and ${norm(c.name)}`;
    return !candidates.some((o) => o !== c && norm(o.name).endsWith(tail));
  });
}

export function contractParties(flat: string, limit: number): Clause | undefined {
  const head = flat.slice(0, limit);
  const clauses: Omit<Clause, 'preambleEnd'>[] = [];
  for (const re of [ANCHOR, NUMBERED_PARTIES]) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(head))) {
      // "“Offtake Agreement” means that certain … Agreement between the Principal and STASCO": another agreement's parties.
      if (re === ANCHOR && definesAnotherAgreement(flat, m.index)) continue;
      const parties = partyList(flat, m.index + m[0].length);
      // One party with its description ("by and between Acme, Inc., a Delaware corporation, and ______") still counts.
      if (parties.length < 2 && !(parties.length === 1 && hasLegalForm(parties[0]!.name) && parties[0]!.descriptor)) continue;
      clauses.push({ parties, score: scoreList(flat, parties, m.index) - (parties.length < 2 ? 2 : 0), anchor: m.index });
    }
  }
  const labelled = labelledParties(flat, limit);
  if (labelled.length >= 2)
    clauses.push({ parties: labelled, score: scoreList(flat, labelled, labelled[0]!.flatStart), anchor: labelled[0]!.flatStart });
  clauses.sort((a, b) => b.score - a.score || a.anchor - b.anchor);
  const best = clauses[0];
  // The preamble: from the start (or the chosen list) to the recitals or the first article.
  const from = best ? Math.max(0, best.anchor - 1500) : 0;
  const endMatch = PREAMBLE_END.exec(flat.slice(best ? best.anchor : 0, limit));
  const to = Math.min(from + 4000, endMatch ? (best ? best.anchor : 0) + endMatch.index : Math.min(limit, (best?.anchor ?? 0) + 3000));
  // A "Party A: … Party B: …" list names every party: a company the preamble only describes ("X (the "Company") is listed on NASDAQ") is none.
  const described = best && best.parties === labelled ? [] : describedParties(flat, from, Math.max(to, best?.parties.at(-1)?.flatEnd ?? 0));
  const headCandidates = [...(best?.parties ?? []), ...described];
  const region = signatureRegion(flat);
  const preambleText = flat.slice(from, Math.min(region?.start ?? flat.length, Math.max(to, best?.parties.at(-1)?.flatEnd ?? 0)));
  // "The undersigned hereby agree …" and no list of parties at the head: the signature blocks name them.
  const undersigned =
    !best && described.length < 2 && /\bthe\s+undersigned\b/i.test(flat.slice(from, Math.max(to, from + 600)))
      ? undersignedParties(flat)
      : [];
  const signing = [...admitSigners(headCandidates, signatureParties(flat), preambleText, flat), ...undersigned];
  // Read from the signature pages alone, the parties come in the order they sign.
  if (undersigned.length > 0) signing.sort((a, b) => a.flatStart - b.flatStart);
  const parties = withoutCutTails(merge(headCandidates, signing)).map((c) => resolveDefinedTerm(flat, c));
  if (parties.length === 0) return undefined;
  const headParties = parties.filter((p) => p.flatStart < limit && !signing.includes(p));
  const preambleEnd = Math.max(...headParties.map((p) => p.flatEnd), best?.parties.at(-1)?.flatEnd ?? 0);
  if (best) return { ...best, parties, preambleEnd };
  if (headParties.length === 0 && parties.length < 2) return undefined;
  const anchor = parties[0]!.flatStart;
  // Signed by "the undersigned" and named nowhere else: the signature blocks are its list of parties.
  return {
    parties,
    score: scoreList(flat, headParties.length > 0 ? headParties : undersigned, anchor),
    anchor,
    preambleEnd: preambleEnd || anchor,
  };
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
    // The name stops at a signature line's label ("HARROW MILLS INC. By: …").
    const m = /^([A-Z][A-Za-z'-]*\.?(?:\s+(?!(?:By|BY|Name|NAME|Title|TITLE|Its|ITS|Date|DATE|Per|PER)\s*:)[A-Z][A-Za-z'-]*\.?){0,3})/.exec(
      after,
    );
    if (m) {
      const name = m[1]!.replace(/\.$/, '').trim();
      if (isPlausibleName(name)) {
        const s = last.index + last[0].length;
        out.push({ name, role: 'Sender', flatStart: s, flatEnd: s + name.length, descriptor: true });
      }
    }
  }
  // A letter agreement's other side signs under "Agreed and accepted:": a company there is a party too.
  const accepted =
    /\b(?:agreed|accepted|acknowledged)(?:\s*(?:,|and|&)\s*(?:agreed|accepted|acknowledged))*(?:\s+(?:to|by))?\s*:?\s*(?:(?:as\s+of|on)\s+[^:\n]{0,30}?:?\s+)?\n?\s*/gi;
  let a: RegExpExecArray | null;
  while ((a = accepted.exec(flat))) {
    if (a.index < flat.length * 0.3) continue;
    const start = a.index + a[0].length;
    const m = /^[A-Z][^\n:]{1,100}?(?=\s*(?:\n|By\s*:|BY\s*:|,?\s+an?\s|$))/.exec(flat.slice(start));
    const name = m?.[0].trim().replace(/,$/, '');
    if (!name || !hasLegalForm(name) || !isPlausibleName(name) || !isPartyName(name)) continue;
    if (out.some((o) => partyKey(o.name) === partyKey(name) || baseKey(o.name) === baseKey(name))) continue;
    out.push({ name, flatStart: start, flatEnd: start + name.length, descriptor: true });
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

/**
 * A short name printed in the margin before the party's name, as a PDF's text layer joins it:
 * "DCL DAIRY CREST LIMITED" (the name's initials), "SEV SEV GROUP LIMITED" (its first word again).
 */
export function withoutMarginLabel(name: string): string {
  const m = /^([A-Z]{2,6})\s+(\S+(?:\s+\S+)+)$/.exec(name.trim());
  if (!m) return name;
  const [label, rest] = [m[1]!, m[2]!];
  const words = rest.split(/\s+/).filter((w) => !NAME_JOINERS.has(w.toLowerCase()) && w !== '&');
  if (words[0]!.replace(/[^A-Za-z]/g, '').toUpperCase() === label) return rest;
  const initials = (ws: string[]) => ws.map((w) => w[0]!.toUpperCase()).join('');
  const core = words.filter((w) => !isSuffix(w.replace(/,$/, '')));
  return initials(words) === label || (core.length >= 2 && initials(core) === label) ? rest : name;
}

/** "Mr. Zheng Qing" → "Zheng Qing": a person's courtesy title is no part of their name (a company's "Dr." in "Dr. Reddy's Laboratories Ltd." stays). */
export function withoutHonorific(name: string): string {
  const m = /^(?:Mr|Mrs|Ms|Miss|Messrs|MR|MRS|MS|MISS)\.?\s+(?=\p{Lu})/u.exec(name);
  if (!m) return name;
  const rest = name.slice(m[0].length);
  return rest.split(/\s+/).length >= 2 && !hasLegalForm(rest) && !ORG_WORDS.test(rest) ? rest : name;
}

export function toParties(candidates: PartyCandidate[], text: FlatText): Party[] {
  const seen = new Set<string>();
  const out: Party[] = [];
  for (const candidate of candidates) {
    const trimmed = withoutHonorific(withoutMarginLabel(candidate.name.replace(/\s+/g, ' ').trim()));
    const cut = candidate.name.replace(/\s+/g, ' ').trim().length - trimmed.length;
    const c = cut > 0 ? { ...candidate, name: trimmed, flatStart: candidate.flatEnd - trimmed.length } : candidate;
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
