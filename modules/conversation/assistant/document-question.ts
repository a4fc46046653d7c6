// Is a chat question about the user's own uploaded documents ("when does my lease end?", "who signed
// the NDA?", "what does the police report say about the time?") rather than a general one ("how do I get
// a police report?", "what should an NDA contain?")? Decided by the shape of the question, not by a list
// of phrases: a document noun (the document types the documents module classifies into, their
// acronyms, and generic nouns) held by a first-person possessive ("my lease") or by a definite article or
// demonstrative ("the NDA", "this contract"), or one of the user's own documents named by its file name
// or type. A how-to or definition question about a kind of document ("how do I get…", "what is a…")
// is general, unless it is about one that is theirs ("how do I end my lease?").
import { DOCUMENT_TYPES } from '../../documents/index.js';

/** What the question may name of the user's documents. */
export interface UserDocumentRef {
  fileName: string;
  documentType?: string | null;
}

// Nouns for a document in general, and for kinds of papers people upload that the classifier has no type for.
const GENERIC_NOUNS = [
  'document',
  'documents',
  'doc',
  'docs',
  'file',
  'files',
  'pdf',
  'scan',
  'paperwork',
  'papers',
  'contract',
  'contracts',
  'agreement',
  'agreements',
  'lease',
  'report',
  'letter',
  'policy',
  'statement',
  'invoice',
  'receipt',
  'deed',
  'certificate',
  'warrant',
  'subpoena',
  'summons',
  'judgment',
  'decree',
  'complaint',
  'petition',
  'affidavit',
  'transcript',
  'memo',
  'nda',
  'ndas',
];

/** "Non-Disclosure Agreement" → "nda"; "Joint Venture Agreement" → "jva". */
const acronym = (type: string) =>
  type
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toLowerCase())
    .join('');

// Each classified type as a phrase ("license agreement"), its kind alone when the kind is itself a
// paper ("lease", "settlement"), and its acronym when it has three or more words ("nda").
// Words that name a paper only after "my"/"our" ("my will", "my records"); after "the" or "this" they are
// usually something else ("this will take", "the terms of a standard lease", "the order of events").
const POSSESSIVE_ONLY_NOUNS = [
  'will',
  'order',
  'record',
  'records',
  'terms',
  'notice',
  'title',
  'bill',
  'bills',
  'email',
  'emails',
  'uploads',
  'declaration',
  'filing',
  'photos',
  'pictures',
  'screenshots',
];

const TYPE_PHRASES = DOCUMENT_TYPES.flatMap((t) => {
  const phrase = t.toLowerCase();
  const words = phrase.split(/[\s-]+/);
  return [phrase, ...(words.length >= 3 ? [acronym(t)] : [])];
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (nouns: string[]) =>
  `(?:${[...new Set(nouns)]
    .sort((a, b) => b.length - a.length)
    .map((n) => escape(n).replace(/\\?-| /g, '[\\s-]?'))
    .join('|')})`;
const NOUN = alternation([...TYPE_PHRASES, ...GENERIC_NOUNS]);
const ANY_NOUN = alternation([...TYPE_PHRASES, ...GENERIC_NOUNS, ...POSSESSIVE_ONLY_NOUNS]);
// Up to three words between the determiner and the noun: "my signed lease", "the police report",
// "this non-compete agreement", "our original purchase agreement".
const BETWEEN = String.raw`(?:[\w'’-]+\s+){0,3}?`;
const POSSESSIVE = new RegExp(String.raw`\b(?:my|our)\s+${BETWEEN}${ANY_NOUN}s?\b`, 'i');
const DEFINITE = new RegExp(String.raw`\b(?:the|this|that|these|those)\s+${BETWEEN}${NOUN}s?\b`, 'i');
// "the documents I uploaded", "in what I sent you", "the file I shared".
const UPLOADED = /\b(?:i|we)\s+(?:have\s+)?(?:uploaded|sent you|shared|attached|gave you|provided)\b|\buploaded\b/i;
// A question about a kind of document in general: how to get or make one, what one is or should hold.
const GENERAL =
  /^\s*(?:(?:so|and|but|ok|okay),?\s+)?(?:how\s+(?:do|can|could|should|would|might)\s+(?:i|you|we|one|someone|people)\b|how\s+to\b|where\s+(?:do|can|could|should)\s+(?:i|you|we)\b|what\s+(?:is|are)\s+(?:a|an|the\s+purpose\s+of)\b|what\s+(?:should|must|does|do|would)\s+(?:a|an|every|most)\b|what\s+goes\s+in(?:to)?\s+(?:a|an)\b|what\s+(?:should|must)\s+i\s+(?:put|include|write)\b|(?:can|could)\s+you\s+(?:explain|define|draft|write)\b|explain\b|define\b|is\s+it\s+legal\b|do\s+i\s+need\s+(?:a|an)\b|should\s+i\s+(?:get|sign|have)\s+(?:a|an)\b)/i;
// Getting or making a document, which its own text cannot answer ("how do I get my police report?").
const GET_OR_MAKE =
  /\b(?:get|obtain|request|order|write|draft|create|make|find|file|submit|download|upload|copy|print|replace)\s+(?:a\s+copy\s+of\s+)?(?:my|our|the|this|a|an)\b/i;

const STOP = new Set([
  'the',
  'and',
  'for',
  'with',
  'final',
  'copy',
  'scan',
  'signed',
  'draft',
  'new',
  'doc',
  'docx',
  'pdf',
  'txt',
  'png',
  'jpg',
  'jpeg',
  'file',
  'document',
  'version',
  'exhibit',
  'page',
  'pages',
  'agreement',
  'contract',
]);

/** The distinctive words of a file name ("2024_Lease-Elm St.pdf" → lease, elm); numbers and generic words left out. */
function nameWords(fileName: string): string[] {
  const base = fileName.replace(/\.[a-z0-9]{1,5}$/i, '');
  return [...new Set(base.toLowerCase().split(/[^a-z]+/))].filter((w) => w.length >= 3 && !STOP.has(w));
}

/** Whether the question names one of the user's documents, by a distinctive word of its file name or by its type. */
function namesUserDocument(q: string, documents: readonly UserDocumentRef[]): boolean {
  const words = new Set(q.toLowerCase().match(/[a-z]+/g) ?? []);
  const lower = q.toLowerCase();
  return documents.some(
    (d) =>
      nameWords(d.fileName).some((w) => words.has(w)) ||
      (d.documentType
        ? lower.includes(d.documentType.toLowerCase()) || (d.documentType.split(/\s+/).length >= 3 && words.has(acronym(d.documentType)))
        : false),
  );
}

/**
 * Whether `question` asks about the user's own documents. `documents` are theirs (file names and types):
 * naming one of them counts as much as "my …". A general question about a kind of document is false.
 */
export function isDocumentQuestion(question: string, documents: readonly UserDocumentRef[] = []): boolean {
  const q = question.replace(/\s+/g, ' ').trim();
  if (!q) return false;
  const possessive = POSSESSIVE.test(q);
  const general = GENERAL.test(q);
  if (possessive || UPLOADED.test(q)) return !(general && GET_OR_MAKE.test(q));
  if (general) return false;
  if (DEFINITE.test(q)) return true;
  return namesUserDocument(q, documents);
}
