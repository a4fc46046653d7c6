// One section of the offline assistant's knowledge base. Written for Casebook: general US
// information for people planning an investigation or facing a legal process — never legal advice.
/**
 * The side of a matter a section is written for. A section for the other side of the user's
 * matter is never their answer (the person asking how to get a protective order is not told how to
 * defend against one).
 */
export type Audience =
  | 'petitioner'
  | 'respondent'
  | 'victim'
  | 'accused'
  | 'employer'
  | 'employee'
  | 'claimant'
  | 'insurer'
  | 'parent'
  // The two sides of a civil suit: the one who sues and serves the papers, and the one sued and served.
  | 'plaintiff'
  | 'defendant'
  // The one who looks into another person's phone, accounts or whereabouts (spyware, a tracker, their
  // email); the one whose own phone or car is watched is the victim.
  | 'monitoring'
  // The two sides of a lease: the one who owns or rents out the home, and the one who lives in it.
  | 'landlord'
  | 'tenant';

export interface KnowledgeSection {
  /** Stable id (kebab-case), used in tests and logs. */
  id: string;
  /** Cited by title in every answer that uses it. */
  title: string;
  /** The group it belongs to (investigation types, evidence, licensing, court, …). */
  topic: string;
  /** Words and phrases people use for it, for the full-text ranking. */
  keywords: string[];
  /** Two to four sentences: the short answer. */
  summary: string;
  /** What to know, one bullet each. */
  points: string[];
  /** Practical next steps, in order. */
  steps: string[];
  /**
   * The section is about a threat to someone's personal safety (abuse, stalking, threats, being
   * tracked): a question that lands on it gets the safety steps first, and is answered even when
   * it shares fewer words with the knowledge base than the off-topic gate otherwise asks.
   */
  safety?: boolean;
  /** Written for one side of a matter only (see Audience); absent when it serves anyone. */
  audience?: Audience;
}
