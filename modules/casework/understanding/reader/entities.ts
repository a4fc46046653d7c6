// Who is who in the text: the people named in it (compromise tells names from places; titles,
// first names and relation nouns give gender), the client ("I" in a first-person narrative, "my
// client", "the defendant", the form's client name, "my son" when a parent writes about the
// accused), people described without a name ("the other man", "his roommate"), and every
// he/she/him/her resolved to the nearest compatible antecedent, or left unknown.
import { herIsObject, type Clause, type NP } from './clauses.js';
import {
  ARREST_VERBS,
  EMPTY_FORM_VALUE,
  HARM_VERBS,
  NOT_NAMES,
  PERSON_NOUNS,
  PLACE_ORG_HEADS,
  SAY_VERBS,
  TITLES,
  type Gender,
} from './lexicon.js';
import { firstNameGender, personSpan, type Sentence, type Token } from './nlp.js';

export type Voice = 'first' | 'lawyer' | 'relative' | 'third';

export interface Entity {
  id: string;
  name: string;
  /** Lower-case name words, titles left out. */
  tokens: string[];
  named: boolean;
  client: boolean;
  /** The narrator when it is not the client (a lawyer, a parent, a report's author). */
  writer: boolean;
  gender: Gender;
  title?: string;
  /** Descriptions of the person ("roommate", "complainant"), with whose. */
  nouns: { noun: string; possessor?: Entity; sentence?: Sentence }[];
  listed: boolean;
  opposing: boolean;
  /** The other party of a family matter. */
  otherParty: boolean;
  first?: Sentence;
  /** Where a form field named the person. */
  formField?: 'keyWitnesses' | 'opposingParty' | 'client';
  formNote?: string;
  /** An unnamed person who turned out to be a named one. */
  alias?: Entity;
  /** The gender was guessed from the first name alone (weakest evidence). */
  genderFromName?: boolean;
}

/** The entity itself, or the named one it turned out to be. */
export function canon(e: Entity): Entity;
export function canon(e: Entity | undefined): Entity | undefined;
export function canon(e: Entity | undefined): Entity | undefined {
  let x = e;
  for (let k = 0; x?.alias && k < 5; k++) x = x.alias;
  return x;
}

export interface Mention {
  start: number;
  /** Exclusive. */
  end: number;
  /** undefined: a pronoun that could not be resolved. */
  entity?: Entity;
  kind: 'name' | 'pronoun' | 'descriptor' | 'group';
  possessive: boolean;
  noun?: string;
  /** For group mentions ("two witnesses"). */
  plural?: boolean;
}

export interface Cast {
  entities: Entity[];
  client: Entity;
  writer?: Entity;
  voice: Voice;
  /** Mentions by sentence id. */
  mentions: Map<number, Mention[]>;
  byId: Map<string, Entity>;
  otherParty?: Entity;
}

export interface CastInput {
  /** A civil case is read as a two-party matter ('family'), by reader/civil.ts. */
  category: 'criminal' | 'family' | 'civil';
  clientName?: string;
  keyWitnesses: string[];
  opposingParty?: string;
  /** The form's city: alone, its name in the narrative is the place ("moved back to Madison"). */
  city?: string;
}

const PERCEIVE_OR_MAKE = new Set(['see', 'watch', 'hear', 'notice', 'observe', 'witness', 'feel', 'let', 'make', 'have', 'help', 'catch']);
const FIRST_PERSON = new Set(['i', 'me', 'my', 'mine', 'myself']);
const MALE_PRONOUNS = new Set(['he', 'him', 'his', 'himself']);
const FEMALE_PRONOUNS = new Set(['she', 'her', 'hers', 'herself']);
const POSSESSIVE_PRONOUNS = new Set(['my', 'his', 'her', 'their', 'our', 'your', 'its']);
const RELATIVE_NOUNS =
  /\bmy (son|daughter|husband|wife|boyfriend|girlfriend|brother|sister|father|mother|dad|mom|fianc[ée]e?|partner|nephew|niece|grandson|granddaughter|cousin|uncle|aunt|stepson|stepdaughter)\b/i;
const ACCUSED =
  /\b(?:arrested|charged|accused|indicted|booked|cited|detained|jailed|convicted|prosecuted|stopped|handcuffed|picked up|locked up|in jail|in custody|facing (?:charges|a charge))\b/i;
const STATE_PARTY =
  /^(?:the )?(?:state|people|commonwealth|united states|government|county|city|prosecution|district attorney|d\.?a\.?|us|usa)\b/i;
const NON_PERSON_OPPOSING =
  /\b(?:state|county|city|department|office|agency|inc|llc|corp|company|bank|school|district|court|government|people of|commonwealth|services|cps|dcfs|hospital)\b/i;

function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 36) || 'person'
  );
}

/** A form name "Jane Roe (neighbor)" / "Dr. Lee - expert" → name and note. */
export function splitFormName(raw: string): { name: string; note: string } {
  const m = /^(.*?)\s*(?:\((.*)\)|\s[-–—:]\s(.*)|,\s*(.*))\s*$/.exec(raw.trim());
  if (m && m[1]) return { name: m[1].trim(), note: (m[2] ?? m[3] ?? m[4] ?? '').trim() };
  return { name: raw.trim(), note: '' };
}

const isTitle = (w: string | undefined) => !!w && (TITLES.has(w.toLowerCase()) || TITLES.has(`${w.toLowerCase()}.`));
/** The title a form name opens with: "Det. Ruiz" → det; "Special Agent Mark Oduya" → agent (a title's own modifier before it). */
function formTitle(name: string): { title?: string; modifier?: string } {
  const parts = name.replace(/,/g, ' ').split(/\s+/).filter(Boolean);
  if (isTitle(parts[0])) return { title: parts[0]!.toLowerCase().replace(/\.$/, '') };
  if (parts.length >= 3 && /^[A-Z][a-z]+$/.test(parts[0]!) && isTitle(parts[1]))
    return { title: parts[1]!.toLowerCase().replace(/\.$/, ''), modifier: parts[0]!.toLowerCase() };
  return {};
}
const nameWords = (name: string) => {
  const modifier = formTitle(name).modifier;
  return name
    .replace(/[.,]/g, ' ')
    .split(/\s+/)
    .map((w) => w.toLowerCase().replace(/[’]/g, "'"))
    .filter((w, k) => w && !TITLES.has(w) && !TITLES.has(`${w}.`) && !(k === 0 && w === modifier));
};

interface Span {
  start: number;
  end: number;
  title?: string;
  words: string[];
  text: string;
}

export class CastBuilder {
  readonly entities: Entity[] = [];
  readonly byId = new Map<string, Entity>();
  client!: Entity;
  writer?: Entity;
  voice: Voice = 'third';
  otherParty?: Entity;
  private known = new Set<string>();
  private descriptors = new Map<string, Entity>();
  /** The relative noun by which a writer who is not the client names the client ("my mother"). */
  private relativeNoun?: string;
  private spans = new Map<number, Span[]>();

  constructor(
    private readonly input: CastInput,
    private readonly sentences: Sentence[],
    private readonly clauses: Map<number, Clause[]>,
  ) {}

  build(): Cast {
    this.voice = this.detectVoice();
    this.makeClient();
    this.formPeople();
    this.findNames();
    this.pickThirdPersonClient();
    const mentions = this.resolve();
    return {
      entities: this.entities,
      client: this.client,
      writer: this.writer,
      voice: this.voice,
      mentions,
      byId: this.byId,
      otherParty: this.otherParty,
    };
  }

  private add(e: Omit<Entity, 'id'> & { id?: string }): Entity {
    let id = e.id ?? slug(e.name);
    if (this.byId.has(id)) {
      let n = 2;
      while (this.byId.has(`${id.slice(0, 36)}-${n}`)) n++;
      id = `${id.slice(0, 36)}-${n}`;
    }
    const entity: Entity = { ...e, id };
    this.entities.push(entity);
    this.byId.set(id, entity);
    return entity;
  }

  // ── Voice and client ─────────────────────────────────────────────────────────────────────────

  private narrative(): Sentence[] {
    return this.sentences.filter((s) => s.segment.field !== 'document');
  }

  private detectVoice(): Voice {
    const text = this.narrative()
      .map((s) => s.text)
      .join(' ');
    if (/\b(?:my|our) client\b/i.test(text)) return 'lawyer';
    // A narrator who is not the client, in any matter: "My mother, Loretta Big Knife, is asking …",
    // "Walter Greer, my father, …", "I am writing for my father", "my mother is the client". The
    // writer's "I" and "my" are the writer's, and the relative named is the client.
    const narrator = this.narratorRelative(text);
    if (narrator) {
      this.relativeNoun = narrator;
      return 'relative';
    }
    const firstPerson = this.narrative().reduce(
      (n, s) => n + s.tokens.filter((t) => FIRST_PERSON.has(t.lower) && t.pos === 'PRON').length,
      0,
    );
    if (this.input.category === 'criminal') {
      const selfAccused =
        /\bI(?:'m| am| was| have been|'ve been| got| had been)\s+(?:\w+\s+)?(?:arrested|charged|accused|indicted|booked|cited|pulled over|stopped)\b|\bcharges? against me\b|\bI(?:'m| am) facing\b|\barrested me\b|\bcharged me\b/i.test(
          text,
        );
      if (!selfAccused) {
        const first = this.input.clientName ? nameWords(splitFormName(this.input.clientName).name)[0] : undefined;
        const named = first
          ? new RegExp(`${RELATIVE_NOUNS.source}[,]?\\s+${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i')
          : undefined;
        for (const s of this.narrative()) {
          if (RELATIVE_NOUNS.test(s.text) && (ACCUSED.test(s.text) || (named && named.test(s.text)))) return 'relative';
        }
        // "My son ... He has been in the county jail": the relative is the one accused somewhere in the text.
        if (
          this.narrative().some((s) => RELATIVE_NOUNS.test(s.text)) &&
          !/\bI\b/.test(
            text.replace(/\bI (?:really )?(?:believe|think|know|feel|hope|am (?:his|her) (?:mother|father|mom|dad|wife|husband))\b/g, ''),
          ) &&
          ACCUSED.test(text)
        )
          return 'relative';
      }
    }
    return firstPerson > 0 ? 'first' : 'third';
  }

  private narratorRelative(text: string): string | undefined {
    const nouns = RELATIVE_NOUNS.source.replace(/^\\bmy /, '').replace(/\\b$/, '');
    const explicit = new RegExp(
      `\\b(?:I am|I'm) (?:writing|asking|filling (?:this|it) (?:out|in)|here) (?:for|on behalf of) my ${nouns}\\b|\\bmy ${nouns} is the client\\b`,
      'i',
    ).exec(text);
    if (explicit) return (explicit[1] ?? explicit[2])!.toLowerCase();
    const form = this.input.clientName ? splitFormName(this.input.clientName).name : '';
    const first = form ? nameWords(form)[0] : undefined;
    if (!first) return undefined;
    const name = first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const named =
      new RegExp(`\\bmy ${nouns}[,]?\\s+${name}\\b`, 'i').exec(text) ??
      new RegExp(`\\b${name}(?:\\s+[A-Z][\\w'’-]*){0,3},\\s+my ${nouns}\\b`, 'i').exec(text);
    // Only outside criminal matters here: a criminal one keeps its own reading below (the relative accused).
    if (named && this.input.category !== 'criminal') return named[1]!.toLowerCase();
    return undefined;
  }

  private makeClient(): void {
    const form = this.input.clientName ? splitFormName(this.input.clientName).name : '';
    const words = form ? nameWords(form) : [];
    let gender: Gender = '?';
    if (words[0]) gender = personSpan(cap(words[0])).gender;
    const title = form ? form.split(/\s+/)[0]!.toLowerCase() : '';
    if (TITLES.get(title)?.gender && TITLES.get(title)!.gender !== '?') gender = TITLES.get(title)!.gender;
    const fromName = gender !== '?';
    this.client = this.add({
      genderFromName: fromName && !(TITLES.get(title)?.gender && TITLES.get(title)!.gender !== '?'),
      id: 'client',
      name: form || 'the client',
      tokens: words,
      named: words.length > 0,
      client: true,
      writer: false,
      gender,
      nouns: [],
      listed: false,
      opposing: false,
      otherParty: false,
      formField: form ? 'client' : undefined,
    });
    for (const w of words) this.known.add(w);
    if (this.voice === 'relative') {
      const s = this.narrative().find((x) => RELATIVE_NOUNS.test(x.text));
      const noun = this.relativeNoun ?? (s ? RELATIVE_NOUNS.exec(s.text)![1]!.toLowerCase() : '');
      const g = PERSON_NOUNS.get(noun)?.gender ?? '?';
      if (this.client.gender === '?') this.client.gender = g;
      this.client.nouns.push({ noun });
      this.descriptors.set(`my:${noun}`, this.client);
    }
    if (this.voice !== 'first') {
      this.writer = this.add({
        id: 'writer',
        name: 'the writer',
        tokens: [],
        named: false,
        client: false,
        writer: true,
        gender: '?',
        nouns: [],
        listed: false,
        opposing: false,
        otherParty: false,
      });
      // The client is the writer's mother, not a mother of the matter's child: whose description it is.
      if (this.voice === 'relative') for (const n of this.client.nouns) n.possessor ??= this.writer;
    }
  }

  private formPeople(): void {
    const seen = new Set<string>();
    for (const raw of this.input.keyWitnesses) {
      if (EMPTY_FORM_VALUE.test(raw)) continue;
      const { name, note } = splitFormName(raw);
      const words = nameWords(name);
      if (!words.length || seen.has(words.join(' '))) continue;
      seen.add(words.join(' '));
      const existing = this.matchName(words);
      if (existing && existing.client) continue;
      const title = formTitle(name).title ?? '';
      const t = TITLES.get(title) ?? TITLES.get(`${title}.`);
      const e =
        existing ??
        this.add({
          name: displayName(name),
          tokens: words,
          named: true,
          client: false,
          writer: false,
          gender: t?.gender && t.gender !== '?' ? t.gender : personSpan(cap(words[0]!)).gender,
          genderFromName: !(t?.gender && t.gender !== '?'),
          title: t ? title.replace(/\.$/, '') : undefined,
          nouns: [],
          listed: true,
          opposing: false,
          otherParty: false,
          formField: 'keyWitnesses',
          formNote: note,
        });
      e.listed = true;
      if (note) {
        for (const w of note.toLowerCase().split(/[^a-z-]+/)) if (PERSON_NOUNS.has(w)) e.nouns.push({ noun: w });
      }
      for (const w of words) this.known.add(w);
    }
    const opp = this.input.opposingParty;
    if (opp && !EMPTY_FORM_VALUE.test(opp) && !STATE_PARTY.test(opp.trim()) && !NON_PERSON_OPPOSING.test(opp)) {
      const { name, note } = splitFormName(opp);
      const words = nameWords(name);
      if (words.length && words.length <= 5 && words.every((w) => /^[a-z'’-]+$/.test(w))) {
        const existing = this.matchName(words);
        const e =
          existing ??
          this.add({
            name: displayName(name),
            tokens: words,
            named: true,
            client: false,
            writer: false,
            gender: personSpan(cap(words[0]!)).gender,
            genderFromName: true,
            nouns: [],
            listed: false,
            opposing: true,
            otherParty: this.input.category === 'family',
            formField: 'opposingParty',
            formNote: note,
          });
        e.opposing = true;
        if (this.input.category === 'family') {
          e.otherParty = true;
          this.otherParty = e;
        }
        if (note) for (const w of note.toLowerCase().split(/[^a-z-]+/)) if (PERSON_NOUNS.has(w)) e.nouns.push({ noun: w });
        for (const w of words) this.known.add(w);
      }
    }
  }

  // ── Names in the text ────────────────────────────────────────────────────────────────────────

  /** Candidate name spans of a sentence: runs of capitalised name-like tokens. */
  private nameSpans(s: Sentence): Span[] {
    const cached = this.spans.get(s.id);
    if (cached) return cached;
    const out: Span[] = [];
    const toks = s.tokens;
    let i = 0;
    while (i < toks.length) {
      if (!this.nameToken(toks, i)) {
        i++;
        continue;
      }
      let j = i;
      while (
        j < toks.length &&
        (this.nameToken(toks, j) ||
          (toks[j]!.text === '.' && j > i && /^(?:det|sgt|lt|ofc|dr|mr|mrs|ms|cpl|dep|st)$/i.test(toks[j - 1]!.text)) ||
          (toks[j]!.text === '-' && j > i && toks[j + 1]?.cap))
      )
        j++;
      let start = i;
      let title: string | undefined;
      const first = toks[start]!.lower.replace(/\.$/, '');
      const second = toks[start + 1]?.lower.replace(/\.$/, '') ?? '';
      if (TITLES.has(first) || TITLES.has(`${first}.`)) {
        title = first;
        start++;
        while (start < j && toks[start]!.text === '.') start++;
      } else if (j - start >= 3 && (TITLES.has(second) || TITLES.has(`${second}.`))) {
        // "Special Agent Mark Oduya", "Senior Trooper Ann Lutz": a title's own modifier before it.
        title = second;
        start += 2;
        while (start < j && toks[start]!.text === '.') start++;
      }
      const words = toks
        .slice(start, j)
        .filter((t) => /[a-z]/i.test(t.text))
        .map((t) => t.lower);
      const text = toks
        .slice(start, j)
        .map((t) => t.text)
        .join(' ')
        .replace(/ - /g, '-');
      if (words.length && words.length <= 4 && this.isPersonName(toks, start, j, words, text, title)) {
        out.push({ start: i, end: j, title, words, text });
      }
      i = j;
    }
    this.spans.set(s.id, out);
    return out;
  }

  private nameToken(toks: Token[], i: number): boolean {
    const t = toks[i]!;
    if (!t.cap) return false;
    const lower = t.lower.replace(/\.$/, '');
    if (TITLES.has(lower) || TITLES.has(t.lower)) {
      // A title only before a name.
      const next = toks[i + 1]?.text === '.' ? toks[i + 2] : toks[i + 1];
      return !!next && next.cap && (next.pos === 'PROPN' || this.known.has(next.lower));
    }
    if (this.known.has(t.lower)) return true;
    // "My mom Rose", "his cousin Will": a capitalised word right after a person noun is a name, whatever its tag.
    const before = toks[i - 1];
    const afterPersonNoun =
      i > 0 &&
      !!before &&
      before.pos === 'NOUN' &&
      PERSON_NOUNS.has(before.lemma) &&
      /^[A-Z][a-z'’-]+$/.test(t.text) &&
      !NOT_NAMES.has(lower);
    // "Alisha Moon", "Dana Frost": a capitalised noun or adjective right after a first name is its surname, whatever its tag.
    const afterFirstName =
      i > 0 &&
      !!before &&
      before.cap &&
      before.pos === 'PROPN' &&
      (t.pos === 'NOUN' || t.pos === 'ADJ') &&
      /^[A-Z][a-z'’-]+$/.test(t.text) &&
      !NOT_NAMES.has(lower) &&
      firstNameGender(before.lower) !== '?';
    if (t.pos !== 'PROPN' && !afterPersonNoun && !afterFirstName) return false;
    if (!/^[A-Z][a-zA-Z'’-]*\.?$/.test(t.text)) return false;
    // An acronym is no name ("DNA", "CPS").
    if (/^[A-Z]{2,}$/.test(t.text) && !this.known.has(t.lower)) return false;
    if (NOT_NAMES.has(lower)) return false;
    return true;
  }

  private isPersonName(toks: Token[], start: number, end: number, words: string[], text: string, title?: string): boolean {
    if (words.every((w) => NOT_NAMES.has(w))) return false;
    if (words.some((w) => this.known.has(w))) return true;
    if (title) return true;
    // "on Lamar Boulevard", "the Franklin County court", "Keystone Facility Services": a place or a body.
    if (this.placeOrBody(toks, end, words)) return false;
    if (words.length === 1 && words[0] === this.input.city?.trim().toLowerCase()) return false;
    // "shoplifting from Macy's", "at Denny's": a business named by a possessive with no noun after it.
    const afterName = toks[end];
    const placeBefore = /^(?:from|at|to|in|into|outside|near|by|inside)$/.test(toks[start - 1]?.lower ?? '');
    // "outside a Dairy Queen", "at a Walgreens": a capitalised name after a place preposition and an
    // indefinite article is a business or a place, not a person.
    if (
      /^(?:a|an)$/.test(toks[start - 1]?.lower ?? '') &&
      /^(?:from|at|to|in|into|outside|near|by|inside|behind|across)$/.test(toks[start - 2]?.lower ?? '') &&
      !this.known.has(words[0]!)
    )
      return false;
    const ownsNothing = (k: number) => !toks[k] || toks[k]!.pos === 'PUNCT' || toks[k]!.pos === 'ADP' || toks[k]!.pos === 'CCONJ';
    if (placeBefore && afterName && (afterName.lower === "'s" || afterName.lower === "'") && ownsNothing(end + 1)) return false;
    if (placeBefore && /'s$/.test(words[words.length - 1]!) && ownsNothing(end)) return false;
    // Right after a person noun: "his roommate Kevin", "complainant Jane Doe".
    const before = toks[start - 1];
    const personBefore = !!before && (PERSON_NOUNS.has(before.lemma) || PERSON_NOUNS.has(before.lower)) && before.pos === 'NOUN';
    const info = personSpan(text);
    if (info.person && !(info.place && words.length === 1 && !personBefore && !info.gender)) {
      // "in Houston": a place after a preposition of place.
      if (
        words.length === 1 &&
        info.gender === '?' &&
        before &&
        /^(?:in|at|from|to|near|outside|inside)$/.test(before.lower) &&
        !personBefore
      )
        return false;
      return true;
    }
    if (info.org || (info.place && !personBefore)) return false;
    if (personBefore) return true;
    // A note's label at the head of a line ("Relief sought: …", "Motion: …"): a heading, not a name.
    if (start === 0 && words.length === 1 && (toks[end]?.text === ':' || toks[end + 1]?.text === ':')) return false;
    // An unknown capitalised word or two, doing what people do ("Okafor says", "Natarajan saw").
    const after = toks[end];
    const after2 = toks[end + 1];
    const verb =
      after && (after.pos === 'VERB' || after.pos === 'AUX')
        ? after
        : after?.pos === 'ADV' && after2 && (after2.pos === 'VERB' || after2.pos === 'AUX')
          ? after2
          : undefined;
    if (verb && (PERSONAL_VERBS.has(verb.lemma) || HARM_VERBS.has(verb.lemma) || ACTION_VERBS.has(verb.lemma))) return true;
    if (after && after.lower === "'s" && words.length >= 1) return words.length >= 2 || start > 0;
    // ", a neighbor," after the name.
    if (after?.text === ',' && toks[end + 1] && /^(?:a|an|the|his|her|my|our|their)$/.test(toks[end + 1]!.lower)) {
      const noun = toks.slice(end + 2, end + 5).find((t) => t.pos === 'NOUN');
      if (noun && PERSON_NOUNS.has(noun.lemma)) return true;
    }
    if (words.length >= 2 && words.length <= 3 && start > 0 && toks.slice(start, end).every((t) => t.pos === 'PROPN')) {
      // Two unknown capitalised words in mid-sentence: a name unless it looks like a place or a thing.
      return !/(?:street|road|avenue|county|city|court|center|centre|park|mall|bank|school|hospital|store|market|hotel|bar|grill|cafe|motel|inn|church|university|college|department|office|lane|drive|boulevard|blvd|way|plaza|station|code|act|law)$/.test(
        words[words.length - 1]!,
      );
    }
    return false;
  }

  /** The span ends in a place or organisation head, or runs on (through capitalised words) into one. */
  private placeOrBody(toks: Token[], end: number, words: string[]): boolean {
    if (PLACE_ORG_HEADS.has(words[words.length - 1]!.replace(/\.$/, ''))) return true;
    for (let k = end; k < toks.length && k < end + 3; k++) {
      const t = toks[k]!;
      if (!t.cap || !/^[A-Z][a-zA-Z.&'’-]*$/.test(t.text)) return false;
      if (PLACE_ORG_HEADS.has(t.lower.replace(/\.$/, ''))) return true;
    }
    return false;
  }

  private matchName(words: string[], title?: string): Entity | undefined {
    // A shared surname is not the same person: "Ms. Tessier" is not the client Nathan Tessier. A courtesy
    // title of the other gender than the one the person is known by keeps the two apart.
    const tg = title ? (TITLES.get(title) ?? TITLES.get(`${title}.`))?.gender : undefined;
    const sameGender = (e: Entity) => !tg || tg === '?' || e.gender === '?' || e.gender === tg;
    const full = this.entities.filter((e) => e.named && e.tokens.length && words.every((w) => e.tokens.includes(w)) && sameGender(e));
    if (full.length === 1) return full[0];
    if (full.length > 1) {
      const exact = full.find((e) => e.tokens.join(' ') === words.join(' '));
      if (exact) return exact;
      // "Mrs. Stroud" when Mrs. Evelyn Stroud and her daughter Carol Stroud are both named: the one introduced with that title.
      const norm = (t: string | undefined) => t?.replace(/\.$/, '');
      const titled = title ? full.filter((e) => norm(e.title) === norm(title)) : [];
      if (titled.length === 1) return titled[0];
      // "Ms. Silva" when the client and her sister are both Silvas: the client, whom the text is about.
      return full.find((e) => e.client);
    }
    if (words.length >= 2) {
      // "Kevin Bell" after "Kevin": the earlier single-word entity grows.
      const partial = this.entities.filter((e) => e.named && e.tokens.length === 1 && words.includes(e.tokens[0]!) && !e.client);
      if (partial.length === 1) return partial[0];
      const client = this.client;
      if (client.tokens.length === 1 && words.includes(client.tokens[0]!)) return client;
    }
    return undefined;
  }

  private findNames(): void {
    this.findNamesPass();
    // A word found to be a name in one place is that name elsewhere, whatever the tagger makes of it
    // there ("Lily's mother" … "Erin kept Lily from him"): a second pass knows the names found.
    const fresh = this.entities.filter((e) => e.named).flatMap((e) => e.tokens.filter((w) => !this.known.has(w)));
    if (!fresh.length) return;
    for (const w of fresh) this.known.add(w);
    this.spans.clear();
    this.findNamesPass();
  }

  private findNamesPass(): void {
    // Full names first, so that "Kevin" and "Bell" later attach to "Kevin Bell".
    const all: { s: Sentence; span: Span }[] = [];
    for (const s of this.sentences) for (const span of this.nameSpans(s)) all.push({ s, span });
    const sorted = [...all].sort((a, b) => b.span.words.length - a.span.words.length || a.s.id - b.s.id);
    for (const { s, span } of sorted) {
      let e = this.matchName(span.words, span.title);
      if (e && e.tokens.length < span.words.length && !e.client) {
        e.tokens = span.words;
        e.name = span.text;
      }
      if (!e) {
        const t = span.title ? (TITLES.get(span.title) ?? TITLES.get(`${span.title}.`)) : undefined;
        const info = personSpan(span.words.length > 1 ? span.text : cap(span.words[0]!));
        const tg = t?.gender && t.gender !== '?' ? t.gender : '?';
        e = this.add({
          name: span.title && t?.role ? `${cap(span.title)} ${span.text}` : span.text,
          tokens: span.words,
          named: true,
          client: false,
          writer: false,
          gender: tg !== '?' ? tg : info.gender,
          genderFromName: tg === '?',
          title: span.title,
          nouns: [],
          listed: false,
          opposing: false,
          otherParty: false,
        });
      } else if (span.title && !e.title) {
        e.title = span.title;
        const t = TITLES.get(span.title) ?? TITLES.get(`${span.title}.`);
        if (t?.gender && t.gender !== '?' && e.gender === '?') e.gender = t.gender;
        if (t?.role && !e.client) e.name = `${cap(span.title)} ${e.name}`;
      }
      if (!e.first || e.first.id > s.id) e.first = s;
    }
  }

  private entityOfSpan(span: Span): Entity | undefined {
    return this.matchName(span.words, span.title);
  }

  /** In a third-person criminal narrative without the client's name: the first person arrested or charged. */
  private pickThirdPersonClient(): void {
    if (this.input.category !== 'criminal' || this.client.named || this.voice === 'first' || this.voice === 'relative') return;
    for (const s of this.sentences) {
      const cls = this.clauses.get(s.id) ?? [];
      for (const c of cls) {
        const accused = c.lemmas.some(
          (l) => /^(?:arrest|charge|indict|accuse|book|cite|convict|prosecute)$/.test(l) || ARREST_VERBS.has(l),
        );
        if (!accused) continue;
        const np = c.passive ? c.subjects[0] : c.object;
        if (!np) continue;
        const span = this.nameSpans(s).find((sp) => sp.start <= np.head && np.head < sp.end);
        if (!span) continue;
        const e = this.entityOfSpan(span);
        if (!e || e.title) continue;
        this.mergeIntoClient(e);
        return;
      }
    }
    // "Defendant John Smith".
    for (const s of this.sentences) {
      for (const span of this.nameSpans(s)) {
        if (s.tokens[span.start - 1]?.lower === 'defendant' && s.tokens[span.start - 2]?.lower !== 'co') {
          const e = this.entityOfSpan(span);
          if (e) {
            this.mergeIntoClient(e);
            return;
          }
        }
      }
    }
  }

  private mergeIntoClient(e: Entity): void {
    if (e.client) return;
    this.client.tokens = e.tokens;
    this.client.name = e.name;
    this.client.named = true;
    if (this.client.gender === '?') this.client.gender = e.gender;
    this.client.listed ||= e.listed;
    this.entities.splice(this.entities.indexOf(e), 1);
    this.byId.delete(e.id);
  }

  // ── Mentions and coreference ─────────────────────────────────────────────────────────────────

  private resolve(): Map<number, Mention[]> {
    const out = new Map<number, Mention[]>();
    const history: { entity: Entity; sentence: number; segment: number; token: number; subject: boolean; possessive?: boolean }[] = [];
    let segment = -1;
    for (const s of this.sentences) {
      if (s.segment.index !== segment) segment = s.segment.index;
      const docVoice = s.segment.field === 'document' ? this.documentVoice(s) : this.voice;
      const cls = this.clauses.get(s.id) ?? [];
      const mentions: Mention[] = [];
      const toks = s.tokens;
      const spans = this.nameSpans(s);
      const subjectHeads = new Set<number>();
      for (const c of cls)
        for (const np of c.subjects) if (!c.inheritedSubject) for (let k = np.start; k < np.end; k++) subjectHeads.add(k);
      const push = (m: Mention) => {
        mentions.push(m);
        if (m.entity)
          history.push({
            entity: m.entity,
            sentence: s.id,
            segment: s.segment.index,
            token: m.start,
            subject: subjectHeads.has(m.start),
            possessive: m.possessive,
          });
      };
      for (let i = 0; i < toks.length; i++) {
        const t = toks[i]!;
        const span = spans.find((sp) => sp.start === i);
        if (span) {
          const e = this.entityOfSpan(span);
          if (e) {
            const poss = toks[span.end]?.lower === "'s" || toks[span.end]?.lower === "'";
            push({ start: span.start, end: span.end, entity: e, kind: 'name', possessive: poss });
            i = span.end - 1;
            continue;
          }
        }
        if (t.pos === 'PRON' || (t.lower === 'i' && t.cap)) {
          if (FIRST_PERSON.has(t.lower)) {
            const e = docVoice === 'first' ? this.client : this.writer;
            if (e) push({ start: i, end: i + 1, entity: e, kind: 'pronoun', possessive: t.lower === 'my' || t.lower === 'mine' });
            continue;
          }
          if (/^(?:they|them|their)$/.test(t.lower)) {
            mentions.push({ start: i, end: i + 1, kind: 'group', possessive: t.lower === 'their', noun: 'they', plural: true });
            continue;
          }
          const male = MALE_PRONOUNS.has(t.lower);
          const female = FEMALE_PRONOUNS.has(t.lower);
          if (male || female) {
            const e = this.antecedent(s, cls, i, male ? 'm' : 'f', history, docVoice);
            const possessive =
              t.lower === 'his' ||
              (t.lower === 'her' && !!toks[i + 1] && ['NOUN', 'ADJ', 'PROPN', 'NUM'].includes(toks[i + 1]!.pos) && !herIsObject(toks, i));
            if (e && (e.gender === '?' || e.genderFromName)) {
              e.gender = male ? 'm' : 'f';
              e.genderFromName = false;
            }
            push({ start: i, end: i + 1, entity: e, kind: 'pronoun', possessive });
            continue;
          }
        }
        if ((t.lower === 'police' || t.lower === 'cops') && t.pos === 'NOUN' && !(toks[i + 1] && toks[i + 1]!.pos === 'NOUN')) {
          // "The police arrested him": the one officer the case names, or the police as a group.
          const officers = this.entities.filter(
            (e) =>
              !e.client &&
              ((e.title && TITLES.get(e.title)?.role === 'police-officer') ||
                e.nouns.some((n) => PERSON_NOUNS.get(n.noun)?.criminal === 'police-officer')),
          );
          const start = toks[i - 1]?.lower === 'the' ? i - 1 : i;
          // Not an antecedent for "she"/"he": "the police" is a group even when one officer is named.
          mentions.push(
            officers.length === 1
              ? { start, end: i + 1, entity: officers[0], kind: 'descriptor', possessive: false, noun: 'police' }
              : { start, end: i + 1, kind: 'group', possessive: false, noun: 'police', plural: true },
          );
          continue;
        }
        if ((t.pos === 'NOUN' || t.pos === 'PROPN') && (PERSON_NOUNS.has(t.lemma) || PERSON_NOUNS.has(t.lower))) {
          const m = this.descriptorMention(s, cls, i, mentions, docVoice);
          if (m) {
            push(m);
            i = m.end - 1;
          }
        }
      }
      out.set(s.id, mentions);
    }
    return out;
  }

  private documentVoice(s: Sentence): Voice {
    const docText = s.segment.text;
    if (/\b(?:my|our) client\b/i.test(docText)) return 'lawyer';
    if (
      /\bI\s+(?:was|am|have been|got)\s+(?:\w+\s+)?(?:arrested|charged|accused)\b|\bmy (?:ex|children|kids|son|daughter|husband|wife)\b|\bI filed\b/i.test(
        docText,
      )
    )
      return 'first';
    return 'third';
  }

  /** The nearest compatible antecedent of a he/she pronoun at token i, or undefined. */
  private antecedent(
    s: Sentence,
    cls: Clause[],
    i: number,
    gender: 'm' | 'f',
    history: { entity: Entity; sentence: number; segment: number; token: number; subject: boolean; possessive?: boolean }[],
    voice: Voice,
  ): Entity | undefined {
    const clause = cls.find((c) => i >= c.start && i < c.end);
    const t = s.tokens[i]!;
    const isObject =
      (t.lower === 'him' || t.lower === 'her') &&
      !(t.lower === 'her' && s.tokens[i + 1] && ['NOUN', 'ADJ'].includes(s.tokens[i + 1]!.pos) && !herIsObject(s.tokens, i));
    const isSubject = !!clause && clause.subjects.some((np) => np.start <= i && i < np.end);
    // Who cannot be meant: the subject of the same clause for an object pronoun ("Kevin hit him").
    const excluded = new Set<Entity>();
    // "Victor is his supervisor": the possessive in a copula's predicate is not the subject.
    const inPredicate =
      !!clause &&
      clause.lemmas[0] === 'be' &&
      (t.lower === 'his' || t.lower === 'her') &&
      clause.objects.some((np) => np.start <= i && i < np.end);
    if ((isObject || inPredicate) && clause) {
      for (const h of history) {
        if (h.sentence === s.id && !h.possessive && clause.subjects.some((np) => np.start <= h.token && h.token < np.end))
          excluded.add(h.entity);
      }
    }
    // "Earl saw him shove her", "she heard him say it": the object of a verb of seeing or making is
    // in that verb's clause, so it is not that verb's subject either.
    const matrix = clause?.parent;
    if (
      isObject &&
      clause &&
      matrix &&
      matrix.lemmas.some((l) => PERCEIVE_OR_MAKE.has(l)) &&
      clause.subjects.some((np) => np.start <= i && i < np.end)
    ) {
      for (const h of history)
        if (h.sentence === s.id && !h.possessive && matrix.subjects.some((np) => np.start <= h.token && h.token < np.end))
          excluded.add(h.entity);
    }
    // A police officer does not confess, plead or get arrested.
    const lemmas = clause?.lemmas ?? [];
    const suspectVerb = isSubject && lemmas.some((l) => /^(?:confess|admit|plead|flee|run|resist)$/.test(l));
    const arrested =
      (isSubject && clause?.passive && lemmas.some((l) => ARREST_VERBS.has(l))) ||
      (isObject && !!clause && !clause.passive && lemmas.some((l) => ARREST_VERBS.has(l)));
    const compatible = (e: Entity): boolean => {
      if (excluded.has(e)) return false;
      if (e.writer && !e.client) return false;
      if (e.client && voice === 'first') return false;
      // A gender guessed from a first name yields to the pronouns the text uses.
      if (e.gender !== '?' && e.gender !== gender && !e.genderFromName) return false;
      if ((suspectVerb || arrested) && e.title && TITLES.get(e.title)?.role === 'police-officer') return false;
      if ((suspectVerb || arrested) && e.nouns.some((n) => PERSON_NOUNS.get(n.noun)?.criminal === 'police-officer')) return false;
      return true;
    };
    // "Crystal told her own sister": "own" ties the possessive to its clause's subject.
    if ((t.lower === 'his' || t.lower === 'her') && s.tokens[i + 1]?.lower === 'own' && clause) {
      const subj = history.filter(
        (h) =>
          h.sentence === s.id &&
          !h.possessive &&
          h.token < i &&
          clause.subjects.some((np) => np.start <= h.token && h.token < np.end) &&
          compatible(h.entity),
      );
      if (subj.length) return subj[subj.length - 1]!.entity;
    }
    // The same sentence first, nearest first, preferring the subject of an earlier clause.
    const isChildEntity = (e: Entity) => e.nouns.some((n) => PERSON_NOUNS.get(n.noun)?.family === 'child');
    // In a family matter, a child mentioned a clause or more back yields to the other parent ("When our son was born I quit my job, he built his agency").
    const childYields = (e: Entity, token: number): Entity => {
      if (this.input.category !== 'family' || !isChildEntity(e) || !this.otherParty || !compatible(this.otherParty)) return e;
      const prevClause = clause ? cls[clause.index - 1] : undefined;
      const inPrev = !!prevClause && token >= prevClause.start && token < prevClause.end;
      const inSame = !!clause && token >= clause.start && token < clause.end;
      return inPrev || inSame ? e : this.otherParty;
    };
    // Only the last few sentences matter: walk the history back from its end.
    const recent: typeof history = [];
    for (let k = history.length - 1; k >= 0; k--) {
      const h = history[k]!;
      if (s.id - h.sentence > 4) break;
      recent.push(h);
    }
    recent.reverse();
    const same = recent.filter((h) => h.sentence === s.id && h.token < i && compatible(h.entity));
    if (same.length === 1 || (same.length && [...new Set(same.map((h) => h.entity))].length === 1)) {
      return childYields(same[same.length - 1]!.entity, same[same.length - 1]!.token);
    }
    // In what someone says, an object pronoun that fits the sayer is the sayer ("Marco says I was
    // with him all night": with Marco), before any nearer person.
    const sayer = clause?.parent && SAY_VERBS.has(clause.parent.lemmas[0] ?? '') ? clause.parent : undefined;
    // The subject of what someone confesses or admits is the one confessing ("His cousin Ray confessed
    // that he took the money": Ray), before a possessive's owner or anyone nearer.
    const owner = clause?.parent && /^(?:confess|admit)$/.test(clause.parent.lemmas[0] ?? '') ? clause.parent : undefined;
    // The one person named (not as a possessive) in the subject of the clause that says or confesses.
    const speakerOf = (parent: Clause) => {
      const spoke = same.filter((h) => !h.possessive && parent.subjects.some((np) => np.start <= h.token && h.token < np.end));
      const who = [...new Set(spoke.map((h) => h.entity))];
      return who.length === 1 ? who[0] : undefined;
    };
    if (same.length && isSubject && owner && clause?.link === 'that') {
      const confessing = speakerOf(owner);
      if (confessing) return confessing;
    }
    if (same.length && isObject && sayer) {
      const speaker = speakerOf(sayer);
      if (speaker && !speaker.client) return speaker;
    }
    // An object pronoun takes the nearest compatible person ("it was Chris's cousin Marcus who stabbed him").
    if (same.length && isObject) {
      const known = same.filter((h) => h.entity.gender === gender);
      const pick = (known.length ? known : same)[(known.length ? known : same).length - 1]!;
      return childYields(pick.entity, pick.token);
    }
    if (same.length) {
      const distinct = [...new Set(same.map((h) => h.entity))];
      if (distinct.length === 1) return distinct[0];
      const subj = same.filter((h) => h.subject);
      const known = distinct.filter((e) => e.gender === gender);
      const at = (e: Entity) => same.filter((h) => h.entity === e).pop()!.token;
      if (subj.length && (known.length === 0 || known.includes(subj[subj.length - 1]!.entity)))
        return childYields(subj[subj.length - 1]!.entity, subj[subj.length - 1]!.token);
      if (known.length === 1) return childYields(known[0]!, at(known[0]!));
      return childYields(same[same.length - 1]!.entity, same[same.length - 1]!.token);
    }
    // Earlier sentences of the same field or document, up to four back.
    const earlier = recent.filter((h) => h.sentence < s.id && h.segment === s.segment.index && compatible(h.entity));
    if (earlier.length) {
      const last = earlier[earlier.length - 1]!.sentence;
      const group = earlier.filter((h) => h.sentence === last);
      const distinct = [...new Set(group.map((h) => h.entity))];
      if (distinct.length === 1) {
        const only = distinct[0]!;
        // A child named sentences back yields to the other parent in a family matter.
        if (this.input.category === 'family' && isChildEntity(only) && this.otherParty && compatible(this.otherParty))
          return this.otherParty;
        return only;
      }
      const known = distinct.filter((e) => e.gender === gender);
      // A child and the other parent both in view: the other parent (children are rarely the actors of a family narrative).
      if (this.input.category === 'family' && this.otherParty && distinct.includes(this.otherParty) && distinct.some(isChildEntity))
        return this.otherParty;
      const subj = group.find((h) => h.subject)?.entity;
      // The previous sentence's subject, when its gender is known to fit; an unknown-gender subject
      // competing with a known-gender non-subject cannot be told apart.
      if (subj && known.includes(subj)) return subj;
      if (known.length === 1 && !(subj && subj.gender === '?')) return known[0];
      if (subj && known.length === 0) return subj;
      return undefined;
    }
    // Across fields: the client, when compatible.
    if (compatible(this.client) && voice !== 'first' && (this.client.gender === gender || this.client.gender === '?')) return this.client;
    // The other party of a family matter written in the first person.
    if (this.otherParty && compatible(this.otherParty)) return this.otherParty;
    const onlyOther = this.entities.filter((e) => !e.client && !e.writer && e.gender === gender);
    if (onlyOther.length === 1 && voice === 'first') return onlyOther[0];
    // "She filed a restraining order against me": in a family matter told by the client, an unnamed he or she is the other party.
    if (
      this.input.category === 'family' &&
      voice === 'first' &&
      !this.otherParty &&
      !this.entities.some((e) => !e.client && !e.writer && !!e.first && e.first.id <= s.id && (e.gender === gender || e.gender === '?'))
    ) {
      const e = this.add({
        id: 'd-other-party',
        name: 'the other party',
        tokens: [],
        named: false,
        client: false,
        writer: false,
        gender,
        nouns: [],
        listed: false,
        opposing: true,
        otherParty: true,
        first: s,
      });
      this.otherParty = e;
      return e;
    }
    return undefined;
  }

  /** A person noun at token i: "my client", "the defendant", "his roommate", "the other man", "two witnesses". */
  private descriptorMention(s: Sentence, cls: Clause[], i: number, mentions: Mention[], voice: Voice): Mention | undefined {
    const toks = s.tokens;
    const t = toks[i]!;
    let noun = PERSON_NOUNS.has(t.lemma) ? t.lemma : t.lower;
    // "ex wife", "co defendant" written apart.
    if (toks[i - 1]?.lower === 'ex' || (toks[i - 1]?.text === '-' && toks[i - 2]?.lower === 'ex'))
      noun = PERSON_NOUNS.has(`ex-${noun}`) ? `ex-${noun}` : noun;
    if (noun === 'defendant' && (toks[i - 1]?.lower === 'co' || (toks[i - 1]?.text === '-' && toks[i - 2]?.lower === 'co')))
      noun = 'co-defendant';
    // Only the head of its phrase ("the victim's blood" is the victim; "police report" is no person).
    const next = toks[i + 1];
    const adLitem = noun === 'guardian' && next?.lower === 'ad' && toks[i + 2]?.lower === 'litem';
    // A name after it is its apposition, whatever the tagger made of the name ("my mom Rose", "my son Hunter").
    const nameAfter = !!next?.cap && this.nameToken(toks, i + 1);
    if (next && next.pos === 'NOUN' && !PERSON_NOUNS.has(next.lemma) && next.lower !== "'s" && !adLitem && !nameAfter) return undefined;
    const plural = t.lower !== t.lemma && /s$/.test(t.lower) && !/ss$/.test(t.lower);
    // Determiner and possessor.
    let k = i - 1;
    const mods: string[] = [];
    while (
      k >= 0 &&
      (toks[k]!.pos === 'ADJ' ||
        toks[k]!.pos === 'NUM' ||
        toks[k]!.text === '-' ||
        (toks[k]!.pos === 'NOUN' && !PERSON_NOUNS.has(toks[k]!.lemma)) ||
        toks[k]!.lower === 'ex' ||
        toks[k]!.lower === 'co')
    ) {
      mods.unshift(toks[k]!.lower);
      k--;
    }
    const det = toks[k];
    // "my job as a bank teller", "she works as a nurse": a description, not a person of the story.
    if ((det && /^(?:a|an)$/.test(det.lower) && toks[k - 1]?.lower === 'as') || toks[k]?.lower === 'as') return undefined;
    // "it was 'a tall guy in a red jacket'": a description quoted from someone's account, not a person of the story.
    if (det && /^(?:a|an)$/.test(det.lower) && /^['"“]$/.test(toks[k - 1]?.text ?? '')) return undefined;
    // "without a lawyer", "no witnesses", "never had an attorney": nobody in particular.
    if (
      det &&
      /^(?:a|an|any|no)$/.test(det.lower) &&
      (det.lower === 'no' ||
        /^(?:without|no|never|any)$/.test(toks[k - 1]?.lower ?? '') ||
        toks.slice(Math.max(0, k - 4), k).some((x) => x.lower === "n't" || x.lower === 'not' || x.lower === 'never'))
    )
      return undefined;
    let possessor: Entity | undefined;
    let determiner = '';
    let start: number;
    if (det && (det.pos === 'DET' || POSSESSIVE_PRONOUNS.has(det.lower))) {
      determiner = det.lower;
      start = k;
      if (POSSESSIVE_PRONOUNS.has(det.lower)) {
        const pm = mentions.find((m) => m.start === k);
        possessor = pm?.entity;
      }
    } else if (det && (det.lower === "'s" || det.lower === "'")) {
      const pm = mentions.find((m) => m.end === k);
      possessor = pm?.entity;
      // "my son's father": the possessor's own possessor is kept on the possessor.
      start = pm ? pm.start : k;
    } else {
      start = k + 1;
    }
    const end = i + 1;
    const entry = PERSON_NOUNS.get(noun)!;
    const gender = entry.gender;
    // The client: "my client", "the defendant", the relative a parent writes about.
    // A lawyer's notes write the client without a determiner ("Client told the detective …", "Client's prints").
    const bareClient = determiner === '' && !plural && !possessor && this.voice !== 'first';
    if (noun === 'client' && !((/^(?:my|our|the)$/.test(determiner) || bareClient) && !plural)) return undefined;
    if (noun === 'client' && (/^(?:my|our|the)$/.test(determiner) || bareClient) && !plural) {
      return { start, end, entity: this.client, kind: 'descriptor', possessive: toks[i + 1]?.lower === "'s", noun };
    }
    if (noun === 'defendant' && this.input.category === 'criminal' && !plural) {
      return { start, end, entity: this.client, kind: 'descriptor', possessive: toks[i + 1]?.lower === "'s", noun };
    }
    if (this.voice === 'relative' && determiner === 'my' && this.descriptors.get(`my:${noun}`) === this.client) {
      return { start, end, entity: this.client, kind: 'descriptor', possessive: toks[i + 1]?.lower === "'s", noun };
    }
    if (
      plural ||
      GROUP_NOUNS.has(noun) ||
      /^(?:two|three|four|several|many|multiple|some|both|few)$/.test(determiner) ||
      // "two witnesses" counts people; "14-year-old daughter" gives one person's age.
      mods.some(
        (m, n) =>
          /^(?:two|three|four|five|several|multiple|\d+)$/.test(m) &&
          !/^(?:years?|months?|weeks?|days?)$/.test(mods[n + 1] === '-' ? (mods[n + 2] ?? '') : (mods[n + 1] ?? '')),
      )
    ) {
      return { start, end, kind: 'group', possessive: false, noun, plural: true };
    }
    // Apposition with a name right after ("his roommate Kevin Bell", "a neighbor, Jane Smith,", "my brother in law Dale").
    const spans = this.nameSpans(s);
    let j = i + 1;
    if (toks[j]?.lower === 'ad' && toks[j + 1]?.lower === 'litem') j += 2;
    if (toks[j]?.lower === 'in' && toks[j + 1]?.lower === 'law') j += 2;
    else if (/^(?:named|called)$/.test(toks[j]?.lower ?? '')) j += 1;
    else if (toks[j]?.text === '-' && toks[j + 1]?.lower === 'in' && toks[j + 3]?.lower === 'law') j += 4;
    if (toks[j]?.text === ',' || toks[j]?.text === '(') j++;
    const after = spans.find((sp) => sp.start === j);
    if (after) {
      const e = this.entityOfSpan(after);
      if (e) {
        this.addNoun(e, noun, possessor, s, mods);
        return { start, end, entity: e, kind: 'descriptor', possessive: false, noun };
      }
    }
    // Apposition after a relative clause: "A man I didn't know, Wade Kimbrough, was drunk", "a woman
    // who lives downstairs, Jane Smith, called": the name set off by commas after the clause is the
    // person the clause describes.
    if (/^(?:who|that|whom|i|we|he|she|they|you)$/.test(toks[i + 1]?.lower ?? '')) {
      let k = i + 2;
      while (k < toks.length && k <= i + 10 && toks[k]!.text !== ',' && toks[k]!.text !== '.') k++;
      const hasVerb = toks.slice(i + 2, k).some((x) => x.pos === 'VERB' || x.pos === 'AUX');
      const named = toks[k]?.text === ',' ? spans.find((sp) => sp.start === k + 1) : undefined;
      if (hasVerb && named && toks[named.end]?.text === ',') {
        const e = this.entityOfSpan(named);
        if (e && !e.client) {
          this.addNoun(e, noun, possessor, s, mods);
          return { start, end, entity: e, kind: 'descriptor', possessive: false, noun };
        }
      }
    }
    // Apposition with a name right before ("Jane Smith, a neighbor,").
    const prev = mentions[mentions.length - 1];
    if (
      prev &&
      (prev.kind === 'name' || (prev.kind === 'descriptor' && prev.entity?.client)) &&
      prev.entity &&
      start >= prev.end &&
      start - prev.end <= 2 &&
      toks.slice(prev.end, start).every((x) => x.text === ',' || x.text === '(')
    ) {
      this.addNoun(prev.entity, noun, possessor, s, mods);
      return { start, end, entity: prev.entity, kind: 'descriptor', possessive: false, noun };
    }
    // "the defendant, Marcus" handled above; "Marcus is the defendant" — copula.
    const cl = cls.find((c) => i >= c.start && i < c.end);
    // The possessor inside the predicate ("the children's primary caretaker") is someone else.
    const possessorInPredicate = toks[i + 1]?.lower === "'s" || toks[i + 1]?.text === '’s' || toks[i + 1]?.text === "'";
    if (cl && cl.lemmas[0] === 'be' && cl.object && cl.object.start <= i && i < cl.object.end && cl.subjects[0] && !possessorInPredicate) {
      const subjMention = mentions.find((m) => m.entity && m.start <= cl.subjects[0]!.head && cl.subjects[0]!.head < m.end);
      if (subjMention?.entity && !cl.negated) {
        this.addNoun(subjMention.entity, noun, possessor, s, mods);
        if (subjMention.entity.client && this.input.category === 'family') {
          // "I am the mother".
        }
        return { start, end, entity: subjMention.entity, kind: 'descriptor', possessive: false, noun };
      }
    }
    // An unnamed person: the same description refers to the same person.
    const other = mods.includes('other') || mods.includes('another');
    const key = `${noun}|${other ? 'other' : ''}|${possessor?.id ?? ''}`;
    const keyNoPoss = `${noun}|${other ? 'other' : ''}|`;
    const indefinite = determiner === 'a' || determiner === 'an' || determiner === 'another';
    let e = indefinite ? undefined : (this.descriptors.get(key) ?? (possessor ? undefined : this.descriptors.get(keyNoPoss)));
    if (!e && !indefinite) {
      // A named person described the same way ("the officer" after "Officer Diaz").
      const candidates = this.entities.filter(
        (x) =>
          (!x.client || x.nouns.some((n) => n.noun === noun)) &&
          (x.nouns.some(
            (n) =>
              n.noun === noun &&
              // The writer's mother is "my mother" only, never "Kaiden's mother" or "the mother".
              (!n.possessor?.writer || possessor === n.possessor) &&
              (!possessor ||
                !n.possessor ||
                n.possessor === possessor ||
                possessor.nouns.some((pn) => PERSON_NOUNS.get(pn.noun)?.family === 'child')),
          ) ||
            (x.title &&
              TITLES.get(x.title)?.role &&
              TITLES.get(x.title)!.role === PERSON_NOUNS.get(noun)?.criminal &&
              /^(?:police-officer|expert|judge|prosecutor)$/.test(PERSON_NOUNS.get(noun)!.criminal))),
      );
      if (candidates.length === 1) e = candidates[0];
    }
    // The family matter's other party: "my ex-husband", "my son's father" — unless the text makes the
    // other party the client's child or other kin ("petitioned for guardianship of our son Eli":
    // "my husband" is then someone else).
    if (
      !e &&
      this.input.category === 'family' &&
      this.isOtherPartyNoun(noun, possessor, voice) &&
      !(PERSON_NOUNS.get(noun)?.family === 'spouse' && this.otherPartyKin()) &&
      this.otherParty &&
      (gender === '?' || this.otherParty.gender === '?' || this.otherParty.gender === gender)
    ) {
      e = this.otherParty;
    }
    // "my wife" when a listed witness shares the client's family name: that witness.
    if (!e && possessor?.client && entry.relational && this.client.tokens.length >= 2) {
      const family = this.client.tokens[this.client.tokens.length - 1]!;
      const inLaw = toks[i + 1]?.lower === 'in' && toks[i + 2]?.lower === 'law';
      const kin =
        inLaw || gender === '?'
          ? []
          : this.entities.filter(
              (x) =>
                !x.client && x.named && x.tokens[x.tokens.length - 1] === family && x.gender === gender && !x.otherParty && !x.nouns.length,
            );
      if (kin.length === 1) e = kin[0];
    }
    if (!e) {
      // An age ("14-year-old") is no part of the person's label.
      const shown = mods.join(' ').replace(/\b\d+\s*-?\s*(?:years?|months?|weeks?|days?)\s*-?\s*old\b/g, '');
      const label = `${determiner && !POSSESSIVE_PRONOUNS.has(determiner) ? (indefinite ? 'the' : determiner) : 'the'} ${shown
        .split(' ')
        .filter((m) => !/^\d+$/.test(m))
        .join(' ')} ${noun}`
        .replace(/\s+/g, ' ')
        .trim();
      const name = possessor
        ? `${possessor.client ? "the client's" : possessor.named ? `${possessor.name}'s` : 'the'} ${shown} ${noun}`.replace(/\s+/g, ' ')
        : label;
      e = this.add({
        id: `d-${slug(`${other ? 'other-' : ''}${noun}`)}`,
        name,
        tokens: [],
        named: false,
        client: false,
        writer: false,
        gender,
        nouns: [{ noun, possessor, sentence: s }],
        listed: false,
        opposing: false,
        otherParty: false,
        first: s,
      });
      if (this.input.category === 'family' && this.isOtherPartyNoun(noun, possessor, voice) && !this.otherParty) {
        e.otherParty = true;
        this.otherParty = e;
      }
    } else {
      this.addNoun(e, noun, possessor, s, mods);
    }
    this.descriptors.set(key, e);
    if (!possessor) this.descriptors.set(keyNoPoss, e);
    return { start, end, entity: e, kind: 'descriptor', possessive: toks[i + 1]?.lower === "'s", noun };
  }

  private otherPartyKinMemo: string | null | undefined;
  /**
   * The kin noun the text gives the named other party as the client's relative ("our son Eli", "my
   * brother, Dale Whitcomb") when it is a child or other family member, not a spouse or a parent.
   */
  otherPartyKin(): string | undefined {
    if (this.otherPartyKinMemo !== undefined) return this.otherPartyKinMemo ?? undefined;
    let found: string | null = null;
    const first = this.otherParty?.named ? this.otherParty.tokens[0] : undefined;
    if (first && /^[a-z][a-z'’-]*$/.test(first)) {
      const kin = new RegExp(`\\b(?:my|our)\\s+(?:(?:adult|grown|younger|older|little|big|baby|twin)\\s+)?([a-z-]+),?\\s+${first}\\b`, 'i');
      for (const s of this.sentences) {
        const noun = kin.exec(s.text)?.[1]?.toLowerCase();
        const family = noun ? PERSON_NOUNS.get(noun)?.family : undefined;
        if (noun && (family === 'child' || family === 'family-member')) {
          found = noun;
          break;
        }
      }
    }
    this.otherPartyKinMemo = found;
    return found ?? undefined;
  }

  private isOtherPartyNoun(noun: string, possessor: Entity | undefined, voice: Voice): boolean {
    const spouse =
      /^(?:husband|wife|ex-husband|ex-wife|ex|spouse|boyfriend|girlfriend|ex-boyfriend|ex-girlfriend|partner|fianc[ée]e?|fiancee?)$/.test(
        noun,
      );
    const parent = /^(?:father|mother|dad|mom|mum)$/.test(noun);
    if (spouse) return !!possessor?.client || (voice !== 'first' && !possessor);
    if (parent) {
      // "my son's father", "the children's mother", "their father" (the children's).
      if (possessor && possessor.nouns.some((n) => PERSON_NOUNS.get(n.noun)?.family === 'child')) {
        const g = PERSON_NOUNS.get(noun)!.gender;
        return this.client.gender === '?' || this.client.gender !== g;
      }
    }
    return false;
  }

  private addNoun(e: Entity, noun: string, possessor: Entity | undefined, s: Sentence, mods: string[] = []): void {
    if (!e.nouns.some((n) => n.noun === noun)) e.nouns.push({ noun, possessor, sentence: s });
    const g = PERSON_NOUNS.get(noun)?.gender;
    if (g && g !== '?' && (e.gender === '?' || e.genderFromName)) {
      e.gender = g;
      e.genderFromName = false;
    }
    if (e.client) {
      // "I am the mother": the client's own description.
      return;
    }
    if (this.input.category === 'family' && this.isOtherPartyNoun(noun, possessor, this.voice) && !e.otherParty && !mods.includes('new')) {
      if (!this.otherParty || !this.otherParty.named) {
        if (this.otherParty && !this.otherParty.named) this.absorb(e, this.otherParty);
        e.otherParty = true;
        this.otherParty = e;
      }
    }
  }

  /** An unnamed entity turns out to be a named one. */
  private absorb(into: Entity, from: Entity): void {
    if (into === from) return;
    for (const n of from.nouns) if (!into.nouns.some((m) => m.noun === n.noun)) into.nouns.push(n);
    if (into.gender === '?') into.gender = from.gender;
    for (const [k, v] of this.descriptors) if (v === from) this.descriptors.set(k, into);
    from.otherParty = false;
    from.alias = into;
  }
}

function cap(w: string): string {
  return w.charAt(0).toUpperCase() + w.slice(1);
}

function displayName(name: string): string {
  return name.replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** Nouns for a body of people, never "he" or "she" ("store security says they saw her"). */
const GROUP_NOUNS = new Set([
  'security',
  'staff',
  'management',
  'crew',
  'family',
  'police',
  'team',
  'jury',
  'state',
  'prosecution',
  'defense',
]);

/** What people do with their bodies: a capitalised word doing it is a person ("Ray pulled a knife"). */
const ACTION_VERBS = new Set([
  'pull',
  'come',
  'go',
  'run',
  'walk',
  'drive',
  'leave',
  'arrive',
  'follow',
  'yell',
  'scream',
  'shout',
  'cry',
  'laugh',
  'sit',
  'stand',
  'sleep',
  'eat',
  'get',
  'take',
  'give',
  'send',
  'show',
  'try',
  'start',
  'die',
  'fall',
  'move',
  'pick',
  'hold',
  'grab',
  'point',
  'wave',
  'draw',
]);

/** The first personal verbs: what a named thing does that only people do. */
const PERSONAL_VERBS = new Set([
  'say',
  'tell',
  'testify',
  'see',
  'saw',
  'confess',
  'admit',
  'claim',
  'state',
  'report',
  'witness',
  'watch',
  'hear',
  'call',
  'text',
  'deny',
  'agree',
  'sign',
  'swear',
  'identify',
  'accuse',
  'file',
  'want',
  'live',
  'work',
  'arrest',
  'hit',
  'punch',
  'attack',
  'threaten',
  'drink',
  'cooperate',
  'recant',
  'lie',
  'marry',
  'divorce',
  'visit',
  'remember',
  'recall',
  'explain',
  'describe',
  'be',
  'have',
  'will',
  'can',
  'would',
  'could',
  'refuse',
  'plead',
  'move',
  'earn',
  'pay',
  'seek',
]);

/** The mention of a noun phrase's person (its head), if any. */
export function mentionOf(mentions: Mention[] | undefined, np: NP | undefined): Mention | undefined {
  if (!mentions || !np) return undefined;
  // The head's mention; a possessive mention ("his roommate's confession" → roommate's) is the possessor, not the head.
  const headMention = mentions.find((m) => m.start <= np.head && np.head < m.end && !m.possessive);
  if (headMention) return headMention;
  // "his roommate Kevin Bell": the name at the phrase's end is its person.
  const inside = mentions.filter((m) => m.start >= np.start && m.end <= np.end && !m.possessive);
  const last = inside[inside.length - 1];
  if (last && last.end >= np.head) return last;
  return undefined;
}

/** The possessor of a noun phrase ("his fingerprints", "Kevin's confession"). */
export function possessorOf(mentions: Mention[] | undefined, np: NP | undefined): Mention | undefined {
  if (!mentions || !np) return undefined;
  return mentions.find((m) => m.possessive && m.start >= np.start && m.end <= np.end && m.end <= np.head);
}
