// The offline assistant's knowledge base, bundled with the app (TS data, so the server bundle
// carries it without a files folder). Each file is one topic; each entry one citable section.
import { civilDisputes } from './civil-disputes.js';
import { clientMatters } from './client-matters.js';
import { court } from './court.js';
import { courtsAndPapers } from './courts-and-papers.js';
import { digitalPrivacy } from './digital-privacy.js';
import { everydayEvidence } from './everyday-evidence.js';
import { everydayLegalProcess } from './everyday-legal-process.js';
import { everydayMatters } from './everyday-matters.js';
import { everydayRights } from './everyday-rights.js';
import { evidence } from './evidence.js';
import { familyAndRecords } from './family-and-records.js';
import { fraudAndBusiness } from './fraud-and-business.js';
import { investigationTypes } from './investigation-types.js';
import { licensing } from './licensing.js';
import { onlineAndDigital } from './online-and-digital.js';
import { policeAndPublic } from './police-and-public.js';
import { recordsAndPeople } from './records-and-people.js';
import { safety } from './safety.js';
import { safetySituations } from './safety-situations.js';
import type { KnowledgeSection } from './types.js';
import { workingWithAPi } from './working-with-a-pi.js';
import { whereToStart } from './where-to-start.js';
import { workplaceAndClaims } from './workplace-and-claims.js';
import { workAndVictims } from './work-and-victims.js';

export type { KnowledgeSection } from './types.js';

export const knowledgeBase: readonly KnowledgeSection[] = [
  ...investigationTypes,
  ...fraudAndBusiness,
  ...familyAndRecords,
  ...evidence,
  ...licensing,
  ...court,
  ...workingWithAPi,
  ...digitalPrivacy,
  ...onlineAndDigital,
  ...safety,
  ...safetySituations,
  ...policeAndPublic,
  ...everydayEvidence,
  ...recordsAndPeople,
  ...courtsAndPapers,
  ...workplaceAndClaims,
  ...civilDisputes,
  ...whereToStart,
  ...everydayLegalProcess,
  ...workAndVictims,
  ...clientMatters,
  ...everydayMatters,
  ...everydayRights,
];

/** Every text a section writes (its title, keywords, summary, points and steps), in that order. */
export function* sectionTexts(sections: readonly KnowledgeSection[]): Generator<string> {
  for (const s of sections) {
    yield s.title;
    yield* s.keywords;
    yield s.summary;
    yield* s.points;
    yield* s.steps;
  }
}
