// Compounds written together or apart (decision 0084): "bodycam", "body cam" and the sections'
// "body-camera" are one thing. A question's compound is rewritten into the form the knowledge base
// itself writes, and only into such a form, so that a word is never split into parts the field does
// not put together (blind splitting reads "daycare" as "day" + "car"):
//
// - a word the knowledge base never writes that splits into two words it writes next to each other
//   (or joined by a hyphen) is split: "bodycam" → "body cam" (and on, by the next rule, "body camera");
// - two words written apart that the knowledge base never writes together, where it writes the
//   first before a word the second begins ("body" before "camera", and "cam" begins it), take that
//   word: a clipped word of a compound is the field's word ("cam" → "camera" after "body" only);
// - two words written apart that the knowledge base writes only as one word are joined.
import { knowledgeBase, sectionTexts } from './knowledge/index.js';
import { stem, tokenize } from './nlp.js';

export interface CompoundLexicon {
  /** Every word of the texts, lower-case, hyphenated words whole. */
  words: Set<string>;
  /** For a word, the words written right after it (apart or after a hyphen), with how often. */
  next: Map<string, Map<string, number>>;
}

/** The shortest clipped word read as the word it begins ("cam" for camera; "ex" is no clip). */
const SHORTEST_CLIP = 3;

export function compoundLexicon(texts: Iterable<string>): CompoundLexicon {
  const words = new Set<string>();
  const next = new Map<string, Map<string, number>>();
  const pair = (a: string, b: string) => {
    const after = next.get(a) ?? new Map<string, number>();
    after.set(b, (after.get(b) ?? 0) + 1);
    next.set(a, after);
  };
  for (const text of texts) {
    // Words next to each other within a phrase: punctuation (other than a hyphen) ends a phrase.
    for (const phrase of text.toLowerCase().split(/[^a-z\s-]+/)) {
      const tokens = phrase.split(/\s+/).filter((t) => /^[a-z]+(?:-[a-z]+)*$/.test(t));
      tokens.forEach((t, i) => {
        words.add(t);
        const parts = t.split('-');
        for (const p of parts) words.add(p);
        for (let j = 1; j < parts.length; j++) pair(parts[j - 1]!, parts[j]!);
        if (i > 0) pair(tokens[i - 1]!.split('-').at(-1)!, parts[0]!);
      });
    }
  }
  return { words, next };
}

let built: CompoundLexicon | undefined;

/** The knowledge base's own compounds, once per process. */
export function knowledgeCompounds(): CompoundLexicon {
  built ??= compoundLexicon(sectionTexts(knowledgeBase));
  return built;
}

/** The word the lexicon writes after `first` that `clip` begins (the shortest, then the most written), if `first clip` is not written itself. */
function unclipped(lexicon: CompoundLexicon, first: string, clip: string): string | undefined {
  const after = lexicon.next.get(first);
  if (!after || after.has(clip) || clip.length < SHORTEST_CLIP) return undefined;
  let best: [string, number] | undefined;
  for (const [word, n] of after) {
    if (!(word.length > clip.length && word.startsWith(clip) && isClip(clip, word))) continue;
    // The word itself before its inflections ("camera" before "cameras"), then the most written.
    if (!best || word.length < best[0].length || (word.length === best[0].length && n > best[1])) best = [word, n];
  }
  return best?.[0];
}

// What makes another form of the same word rather than a word clipped short ("states", "accidents",
// "charger", "finds", "hidden"): a clip is cut off a longer word, not inflected.
const INFLECTION = /^(?:s|es|ed|d|ing|r|er|ers|en|den|ly)$/;

/** Whether `word` is `clip` written out ("cam" → "camera"), not the same word inflected ("state" → "states"). */
function isClip(clip: string, word: string): boolean {
  return !INFLECTION.test(word.slice(clip.length)) && stem(clip) !== stem(word);
}

/** A word the lexicon never writes, split into two it writes as a compound ("bodycam" → ["body", "cam"]). */
function split(lexicon: CompoundLexicon, word: string): [string, string] | undefined {
  if (lexicon.words.has(word)) return undefined;
  for (let i = SHORTEST_CLIP; i <= word.length - SHORTEST_CLIP; i++) {
    const first = word.slice(0, i);
    const second = word.slice(i);
    if (!meaningful(first) || !meaningful(second)) continue;
    if (lexicon.next.get(first)?.has(second) || unclipped(lexicon, first, second)) return [first, second];
  }
  return undefined;
}

/** The text with its compounds written as the lexicon (by default the knowledge base) writes them. */
export function fieldCompounds(text: string, lexicon: CompoundLexicon = knowledgeCompounds()): string {
  // First the words written together that the field writes apart.
  const apart = text.replace(/\b[A-Za-z]{6,}\b/g, (w) => {
    const parts = split(lexicon, w.toLowerCase());
    return parts ? parts.join(' ') : w;
  });
  // Then each pair of words of meaning written apart (or with a hyphen): clipped, or written together.
  const pieces = apart.split(/([A-Za-z]+)/);
  // pieces: [gap, word, gap, word, …, gap]; a word's index is odd.
  for (let i = 1; i + 2 < pieces.length; i += 2) {
    const gap = pieces[i + 1]!;
    if (gap !== ' ' && gap !== '-') continue;
    const first = pieces[i]!.toLowerCase();
    const second = pieces[i + 2]!.toLowerCase();
    if (!meaningful(first) || !meaningful(second)) continue;
    const full = unclipped(lexicon, first, second);
    if (full) pieces[i + 2] = full;
    else if (lexicon.words.has(first + second) && !lexicon.next.get(first)?.has(second)) {
      pieces[i] = first + second;
      pieces[i + 1] = '';
      pieces[i + 2] = '';
      i += 2;
    }
  }
  return pieces.join('');
}

/** A word that carries meaning (no stop word, no clip shorter than SHORTEST_CLIP). */
function meaningful(word: string): boolean {
  const token = tokenize(word)[0];
  return word.length >= SHORTEST_CLIP && token !== undefined && !token.stop;
}
