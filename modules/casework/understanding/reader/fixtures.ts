// Test helpers for the fact reader: a criminal or family case form from a few fields, read and
// checked against the fact sheet's schema (every read must parse).
import { expect } from 'vitest';
import { parseCaseFacts, type CaseFactsInput } from '../../jury/types.js';
import { factSheetSchema, type EvidenceItem, type FactSheet, type Flag, type ReaderDocument } from '../fact-sheet.js';
import { readFacts } from './index.js';

export interface CriminalInput {
  description: string;
  clientName?: string;
  witnesses?: string[];
  charges?: string;
  strength?: 'very-strong' | 'strong' | 'moderate' | 'weak' | 'very-weak';
  defense?: string;
  prior?: string;
  bail?: string;
  detention?: string;
  additional?: string;
  type?: string;
}

export function criminal(i: CriminalInput): CaseFactsInput {
  return {
    caseCategory: 'criminal',
    caseType: i.type ?? 'assault',
    caseTitle: 'A criminal case',
    caseDescription: i.description,
    state: 'TX',
    city: 'Austin',
    ...(i.clientName ? { clientName: i.clientName } : {}),
    opposingParty: 'State of Texas',
    keyWitnesses: i.witnesses ?? [],
    ...(i.additional ? { additionalFactors: i.additional } : {}),
    criminal: {
      chargeDetails: i.charges ?? 'Assault',
      evidenceStrength: i.strength ?? 'moderate',
      defenseStrategy: i.defense ?? '',
      ...(i.prior !== undefined ? { priorConvictions: i.prior } : {}),
      ...(i.bail ? { bailStatus: i.bail } : {}),
      ...(i.detention ? { detentionDetails: i.detention } : {}),
    },
  };
}

export interface FamilyInput {
  description: string;
  type?: string;
  clientName?: string;
  opposing?: string;
  witnesses?: string[];
  children?: boolean;
  support?: boolean;
  preference?: 'sole' | 'joint' | 'split' | 'none' | 'other';
  childrenDetails?: string;
  supportDetails?: string;
  additional?: string;
}

export function family(i: FamilyInput): CaseFactsInput {
  return {
    caseCategory: 'family',
    caseType: i.type ?? 'child-custody',
    caseTitle: 'A family case',
    caseDescription: i.description,
    state: 'OH',
    city: 'Columbus',
    ...(i.clientName ? { clientName: i.clientName } : {}),
    ...(i.opposing ? { opposingParty: i.opposing } : {}),
    keyWitnesses: i.witnesses ?? [],
    ...(i.additional ? { additionalFactors: i.additional } : {}),
    family: {
      relationshipStatus: 'separated',
      childrenInvolved: i.children ?? true,
      supportRequested: i.support ?? false,
      ...(i.preference ? { custodyPreference: i.preference } : {}),
      ...(i.childrenDetails ? { childrenDetails: i.childrenDetails } : {}),
      ...(i.supportDetails ? { supportDetails: i.supportDetails } : {}),
    },
  };
}

/** Reads a case and checks the sheet against the schema. */
export function read(input: CaseFactsInput, documents: ReaderDocument[] = []): { facts: FactSheet; flags: Flag[] } {
  const out = readFacts(parseCaseFacts(input), documents);
  const parsed = factSheetSchema.safeParse(out.facts);
  if (!parsed.success) throw new Error(`fact sheet does not parse: ${JSON.stringify(parsed.error.issues)}`);
  expect(parsed.success).toBe(true);
  return out;
}

export const person = (sheet: FactSheet, name: string) => sheet.people.find((p) => p.name.toLowerCase().includes(name.toLowerCase()));
export const evidenceOf = (sheet: FactSheet, kind: EvidenceItem['kind']) => sheet.evidence.filter((e) => e.kind === kind);
export const flagCodes = (flags: Flag[]) => flags.map((f) => f.code);

/** A narrative of the usual facts (a stop, an admission, a confession by someone else, alibi, video), one paragraph a sentence. */
export const PARAGRAPHS = [
  'On March 3, Officer Diaz stopped Marcus Lee on Main Street after a neighbor, Jane Smith, called 911 about a fight.',
  'He said he smelled alcohol on Marcus, who admitted he had two beers at dinner.',
  'His roommate Kevin Bell later confessed that the cocaine found in the car was his.',
  'No fingerprints were found on the bag, and the lab results on the powder are still not back.',
  'The gas station video does not show his face; it only shows somebody in a hoodie from behind.',
  'Ms. Okafor says she was with him at the movies until eleven that night, and we have the ticket stubs.',
  'The complainant, Tom Reyes, told police Marcus punched him, but a bartender saw Tom swing first.',
  'Marcus was released on bond the next morning and has no prior record.',
];

/** The paragraphs repeated to exactly `length` characters: the reader's long-input case. */
export function longNarrative(length: number): string {
  let text = '';
  for (let i = 0; text.length < length; i++) text += `${PARAGRAPHS[i % PARAGRAPHS.length]} `;
  return text.slice(0, length);
}
