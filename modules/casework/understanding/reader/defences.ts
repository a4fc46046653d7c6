// Self-defence, read as the law frames it (decision 0095). Once a defendant raises self-defence with
// some evidence, the State must disprove it beyond a reasonable doubt (Kan. Stat. § 21-5108(c),
// Ohio Rev. Code § 2901.05(B)(1), Tenn. Code § 39-11-201(a)(3), the rule of most states); the person
// who started the fight — the initial aggressor — may not claim it (Tex. Penal Code § 9.31(b)(4),
// Kan. Stat. § 21-5226, CALCRIM 3471); and against someone who unlawfully and forcibly entered a
// home the law presumes the resident's reasonable fear and imposes no duty to retreat (the castle
// doctrine: Fla. Stat. § 776.013, S.C. Code § 16-11-440(A), Tenn. Code § 39-11-611(c), Ohio Rev.
// Code § 2901.05(B)(2)). The reader states three facts for the client to confirm: that the defence
// is raised, who the evidence shows started it, and whether the other person broke into the
// client's home. Who did what comes from the clause (its doer, negation), and "who started it"
// only from an evidence item that is not the client's own word: the client's account of the fight
// is what the defence claims, not what shows it.
import type { EvidenceItem, FactSheet, Person } from '../fact-sheet.js';
import { actors, clauseText, isClient, isOtherPerson, quoteOf, type Reading, type Ref } from './reading.js';
import type { Clause } from './clauses.js';

export type SelfDefence = NonNullable<FactSheet['selfDefence']>;

/** The defence named: self-defence, defence of others or of the home, the castle doctrine, stand-your-ground. */
const RAISED =
  /\bself[- ]?defen[cs]e\b|\bdefen[cs]e of (?:habitation|(?:his|her|my|their|the|our) (?:own )?(?:home|house|family|wife|husband|children|son|daughter|others?))\b|\bdefen[cs]e of others\b|\bcastle doctrine\b|\bstand[- ]your[- ]ground\b|\b(?:defend|defended|defending|protect|protected|protecting)\s+(?:my|him|her|them|our|your)sel(?:f|ves)\b/i;

/** Force used on a person: the verbs of a first blow, a grab, a charge or a weapon drawn. */
const FORCE =
  /^(?:hit|punch|swing|shove|push|grab|attack|strike|stab|shoot|slap|kick|lunge|charge|throw|choke|jump|tackle|swipe|come|rush|pull|draw|raise|wave|point|aim|brandish)$/;
/** The same verbs as words, for a verb the tagger folded into a longer clause ("walk up to Brock and punch him"). */
const FORCE_WORDS =
  /\b(?:hit|hits|hitting|punch(?:es|ed|ing)?|sw(?:ing|ings|ung|inging)|shov(?:e|es|ed|ing)|push(?:es|ed|ing)?|grab(?:s|bed|bing)?|attack(?:s|ed|ing)?|str(?:ike|ikes|uck|iking)|stab(?:s|bed|bing)?|sho(?:ot|ots|t|oting)|slap(?:s|ped|ping)?|kick(?:s|ed|ing)?|lung(?:e|es|ed|ing)|charg(?:e|es|ed|ing)|thr(?:ew|ow|ows|owing)|chok(?:e|es|ed|ing)|tackl(?:e|es|ed|ing)|(?:came|comes|coming|come) at)\b/i;
/** A weapon drawn or aimed by the other person starts the fight whether or not "first" is said. */
const WEAPON_DRAWN =
  /\b(?:pull(?:s|ed|ing)?|dr[ea]w(?:s|n|ing)?|rais(?:e|es|ed|ing)|wav(?:e|es|ed|ing)|point(?:s|ed|ing)?|aim(?:s|ed|ing)?|brandish(?:es|ed|ing)?|came at \w+ with)\b[^.;]{0,40}?\b(?:knife|gun|pistol|revolver|rifle|shotgun|bat|machete|weapon|blade)\b/i;
/** Who moved first: "first", "before I ever raised a hand", "started it"; or a blow on someone who posed no threat. */
const FIRST =
  /\bfirst\b|\bbefore (?:\w+ ){1,3}(?:ever )?(?:raised|raise|touched|touch|hit|struck|swung|moved|did anything)\b|\bstarted (?:it|the fight)\b|\bout of nowhere\b|\bwhile (?:\w+ ){1,3}(?:was |were )?(?:still )?(?:sitting|seated|asleep|walking away|turned away|on (?:his|her|the) (?:stool|couch|seat))\b|\bwhile (?:\w+ ){1,3}had (?:his|her|their) hands (?:down|empty|at (?:his|her|their) sides?)\b|\bwith (?:his|her|their) hands empty\b/i;

/** An entry into a home by force or unlawfully: a break-in, a forced or kicked door, an intruder. */
const ENTRY =
  /\bbr(?:eak|oke|eaking|eaks) in(?:to)?\b|\bforc(?:e|ed|es|ing) (?:open )?(?:the|a|our|his|her|my|their) (?:\w+ )?door\b|\bkick(?:s|ed|ing)? (?:in |open )?(?:the|a|our|his|her|my|their) (?:\w+ )?door\b|\bkicked (?:it|the door) (?:open|in)\b|\bpushed the door open and came in\b|\bforcibl[ey] entr\w*|\bforcibly enter\w*|\bunlawful(?:ly)? entr\w*|\bintruder\b|\bcame into (?:our|his|her|my|their) (?:house|home|apartment|trailer)\b|\bentered (?:our|his|her|my|their) (?:house|home|apartment|trailer)\b/i;
/** The client's own home is where it happened. */
const HOME =
  /\b(?:my|our|his|her|their) (?:own )?(?:home|house|apartment|trailer|back door|front door|kitchen|bedroom)\b|\blives? alone\b|\bin (?:his|her|my|their|our) (?:own )?home\b/i;

/**
 * The client engaged in unlawful activity with the weapon: a person barred from having a gun who had
 * one. The castle doctrine's shield — no duty to retreat, force presumed reasonable — is for a
 * person not engaged in unlawful activity (Tenn. Code § 39-11-611(b); S.C. Code § 16-11-440(C)).
 */
const UNLAWFUL_ACTIVITY =
  /\b(?:was ?n[’']?t|was not|is ?n[’']?t|is not|not) (?:supposed|allowed|permitted) to (?:have|own|possess|carry|be carrying) (?:the|a|any|that|his|her|my) (?:gun|pistol|revolver|rifle|shotgun|firearm|weapon)s?\b|\bfelon in possession\b|\b(?:unlawful|illegal) possession of a (?:firearm|gun|weapon)\b|\bprohibited (?:person|possessor)\b/i;

/** A friend or relative of the client: their word on who started it is the defence's account, not a showing. */
const CLOSE_TO_CLIENT =
  /\b(?:buddy|friend|friends|girlfriend|boyfriend|fianc[ée]e?|brother|sister|wife|husband|mother|mom|father|dad|cousin|son|daughter|roommate)\b/i;
/** Accounts a person gives (as against a recording or a record made at the time). */
const ACCOUNT_KINDS: ReadonlySet<EvidenceItem['kind']> = new Set(['eyewitness', 'testimony', 'confession', 'admission']);

/** Which kinds of evidence can show who started it, the most trusted first (a recording above a witness). */
const SHOWS: readonly EvidenceItem['kind'][] = ['video', 'records', 'digital', 'eyewitness', 'testimony', 'confession', 'admission'];

/** The clauses of an item's sentence, with those of the next sentence when a recording's content is told there. */
function clausesOf(r: Reading, e: EvidenceItem): Clause[] {
  const i = r.sentences.findIndex((x) => quoteOf(x) === e.quote || x.text === e.quote);
  if (i < 0) return [];
  const s = r.sentences[i]!;
  const out = [...(r.clauses.get(s.id) ?? [])];
  const next = r.sentences[i + 1];
  if (
    (e.kind === 'video' || e.kind === 'records' || e.kind === 'digital') &&
    next &&
    next.segment.field === s.segment.field &&
    SHOWN_NEXT.test(next.text.trim())
  )
    out.push(...(r.clauses.get(next.id) ?? []));
  return out;
}

/**
 * The doer of a clause: its own subject, or — for a verb coordinated after another ("saw Terrence walk
 * over and hit Curtis first") — the subject of the clause it runs on from.
 */
function doerOf(r: Reading, c: Clause): Ref | undefined {
  if (c.inheritedSubject && /^(?:and|or|then)$/.test(c.link)) {
    const prev = (r.clauses.get(c.sentence.id) ?? [])[c.index - 1];
    if (prev && !prev.inheritedSubject && !prev.passive) {
      const head = actors(r, prev)[0];
      if (head) return head;
    }
  }
  return actors(r, c)[0];
}

/** The doer of force in a clause that says it came first (or drew a weapon): 'client', 'other' or undefined. */
function starter(r: Reading, c: Clause): 'client' | 'other' | undefined {
  if (c.negated) return undefined;
  const own = clauseText(c);
  const weapon = WEAPON_DRAWN.test(own);
  if (!weapon && !c.lemmas.some((l) => FORCE.test(l)) && !FORCE_WORDS.test(own)) return undefined;
  // "first" or its like in the clause or in a clause that hangs on it ("… while Brock was still sitting").
  const under = (r.clauses.get(c.sentence.id) ?? []).filter((x) => x.parent === c).map(clauseText);
  const first = [own, ...under].some((t) => FIRST.test(t));
  const doer = doerOf(r, c);
  if (isClient(doer)) return first ? 'client' : undefined;
  if (isOtherPerson(doer)) return first || weapon ? 'other' : undefined;
  return undefined;
}

/** What a recording or record shows may be told in the next sentence ("… gave the police the video. It shows me …"). */
const SHOWN_NEXT = /^(?:it|the (?:video|footage|recording|tape|clip|camera|call))\b/i;

/**
 * The sheet's `selfDefence`: present in a criminal case when the text raises self-defence (in a
 * clause that does not deny it), with who the evidence shows started it and whether the other
 * person entered the client's home.
 */
export function readSelfDefence(
  r: Reading,
  evidence: readonly EvidenceItem[],
  people: readonly Pick<Person, 'id' | 'role' | 'side' | 'quote'>[],
): SelfDefence | undefined {
  if (r.category !== 'criminal') return undefined;
  // The account of the person the client used force on is the accusation, as the client's is the defence.
  const parties = new Set(people.filter((p) => p.role === 'complainant' || p.role === 'victim').map((p) => p.id));
  // A friend or relative on the client's side tells the client's account.
  const close = new Set(people.filter((p) => p.side === 'for' && CLOSE_TO_CLIENT.test(p.quote)).map((p) => p.id));
  let raisedQuote: string | undefined;
  for (const s of r.sentences) {
    if (!RAISED.test(s.text)) continue;
    const cls = r.clauses.get(s.id) ?? [];
    const where = cls.find((c) => RAISED.test(clauseText(c)));
    // Denied only by a negator before the defence's words ("it was not self-defense"); "no duty to
    // retreat" after them is part of the claim.
    const t = where ? clauseText(where) : s.text;
    const at = RAISED.exec(t)?.index ?? 0;
    if (/\b(?:not|never|no)\b|n[’']t\b/i.test(t.slice(0, at))) continue;
    raisedQuote = quoteOf(s);
    break;
  }
  if (raisedQuote === undefined) return undefined;

  // Who started it: from items that are not the client's own word, the most trusted kind first; an
  // item for the client must show the other person starting it, one against the client the client.
  let aggressor: SelfDefence['aggressor'] = 'unknown';
  let quote = raisedQuote;
  let rank = Infinity;
  for (const e of evidence) {
    if (e.whose === 'client' || e.direction === 'unknown') continue;
    const k = SHOWS.indexOf(e.kind);
    if (k < 0 || k > rank) continue;
    if (parties.has(e.whose) || (ACCOUNT_KINDS.has(e.kind) && close.has(e.whose))) continue;
    const found = new Set(
      clausesOf(r, e)
        .map((c) => starter(r, c))
        .filter((x): x is 'client' | 'other' => !!x),
    );
    const want = e.direction === 'for' ? 'other' : 'client';
    if (!found.has(want)) continue;
    if (k < rank) {
      rank = k;
      aggressor = want;
      quote = e.quote;
    } else if (aggressor !== want) aggressor = 'unknown';
  }

  // An entry into the client's home by someone else (a break-in, a forced door, an intruder).
  const home = r.sentences.some((s) => HOME.test(s.text));
  const homeEntry =
    home &&
    r.sentences.some((s) =>
      (r.clauses.get(s.id) ?? []).some((c, i, cls) => {
        // A run of verbs with one subject reads as one ("the man pushed the door open and came in").
        const next = cls[i + 1];
        const t = `${clauseText(c)}${next?.inheritedSubject ? ` ${clauseText(next)}` : ''}`;
        if (!ENTRY.test(t) || c.negated) return false;
        const doer = actors(r, c)[0];
        return !isClient(doer);
      }),
    );
  const unlawfulActivity = homeEntry && r.sentences.some((s) => UNLAWFUL_ACTIVITY.test(s.text));
  return { aggressor, homeEntry, ...(unlawfulActivity ? { unlawfulActivity } : {}), quote: quote.slice(0, 600) };
}
