// The juror pool and the draw of a twelve-person panel. Each juror states a profile and leanings
// up front; the leanings are numbers the simulation uses (a starting bias, how much each kind of
// factor moves them, how easily deliberation moves them), so what a juror says about themself is
// what they do. All sensitivities are positive: no juror reads stronger evidence against the
// client as a reason to favour the client, which is what keeps the model monotone.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { CaseCategory } from './types.js';
/** The kinds of fact a juror may weigh more or less than others. */
export type FactorGroup =
  | 'type'
  | 'evidence'
  | 'witnesses'
  | 'record'
  | 'charges'
  | 'strategy'
  | 'detention'
  | 'narrative'
  | 'children'
  | 'finances'
  | 'relationship'
  | 'venue';

export interface JurorPersona {
  id: string;
  ageBand: string;
  occupation: string;
  background: string;
  leanings: string;
  /** Starting lean in log-odds towards the client, by category (none stated for civil matters: a civil juror starts even). */
  bias: Record<Exclude<CaseCategory, 'civil'>, number>;
  /** How strongly each kind of factor moves this juror (1 = as weighed; positive always). */
  sensitivity: Partial<Record<FactorGroup, number>>;
  /** 0..1: how far one round of deliberation moves them towards the room. */
  persuadability: number;
}

const j = (p: JurorPersona) => p;

export const JUROR_POOL: readonly JurorPersona[] = [
  j({
    id: 'retired-police',
    ageBand: '55–64',
    occupation: 'Retired police sergeant',
    background: 'Thirty years in patrol and investigations; suburban homeowner.',
    leanings: 'Trusts police work and physical evidence; sceptical of alibis and of defendants with a record.',
    bias: { criminal: -0.5, family: 0 },
    sensitivity: { evidence: 1.4, record: 1.3, strategy: 0.6, witnesses: 0.8 },
    persuadability: 0.15,
  }),
  j({
    id: 'teacher',
    ageBand: '25–34',
    occupation: 'Middle-school teacher',
    background: 'Teaches eighth grade; two young children.',
    leanings: "Looks for the account that makes sense; puts children's welfare first.",
    bias: { criminal: 0.1, family: 0.1 },
    sensitivity: { children: 1.5, narrative: 1.1 },
    persuadability: 0.3,
  }),
  j({
    id: 'engineer',
    ageBand: '35–44',
    occupation: 'Software engineer',
    background: 'Works with data all day; reads every exhibit.',
    leanings: 'Weighs the quality of the evidence over emotion; unmoved by character appeals.',
    bias: { criminal: 0, family: 0 },
    sensitivity: { evidence: 1.5, narrative: 0.5, record: 0.7, finances: 1.2 },
    persuadability: 0.15,
  }),
  j({
    id: 'restaurant-owner',
    ageBand: '45–54',
    occupation: 'Restaurant owner',
    background: 'Runs a family business with fourteen employees.',
    leanings: 'Values personal responsibility; wary of excuses; careful with money questions.',
    bias: { criminal: -0.3, family: 0 },
    sensitivity: { strategy: 0.7, finances: 1.3, record: 1.2 },
    persuadability: 0.25,
  }),
  j({
    id: 'student',
    ageBand: '18–24',
    occupation: 'College student (sociology)',
    background: 'Grew up in a heavily policed city neighbourhood.',
    leanings: 'Distrusts police accounts; holds the prosecution strictly to reasonable doubt.',
    bias: { criminal: 0.5, family: 0 },
    sensitivity: { evidence: 0.8, detention: 1.3, strategy: 1.2 },
    persuadability: 0.35,
  }),
  j({
    id: 'retired-nurse',
    ageBand: '65–74',
    occupation: 'Retired emergency-room nurse',
    background: 'Thirty-five years in an emergency room.',
    leanings: 'Compassionate, but attentive to injuries and medical facts.',
    bias: { criminal: 0, family: 0.1 },
    sensitivity: { narrative: 1.3, children: 1.2 },
    persuadability: 0.25,
  }),
  j({
    id: 'warehouse',
    ageBand: '35–44',
    occupation: 'Warehouse supervisor',
    background: 'Union member; works night shifts.',
    leanings: 'Practical; trusts witnesses who sound like people he knows.',
    bias: { criminal: 0.1, family: 0 },
    sensitivity: { witnesses: 1.4, evidence: 0.9 },
    persuadability: 0.3,
  }),
  j({
    id: 'accountant',
    ageBand: '45–54',
    occupation: 'Certified public accountant',
    background: 'Audits mid-size firms.',
    leanings: 'Demands numbers that add up; strict on financial wrongdoing.',
    bias: { criminal: -0.2, family: 0 },
    sensitivity: { finances: 1.5, evidence: 1.3, type: 1.3 },
    persuadability: 0.15,
  }),
  j({
    id: 'rideshare',
    ageBand: '25–34',
    occupation: 'Rideshare driver and part-time musician',
    background: 'Has friends who have been arrested.',
    leanings: 'Believes in second chances; discounts a prior record.',
    bias: { criminal: 0.3, family: 0 },
    sensitivity: { record: 0.5, detention: 1.2 },
    persuadability: 0.35,
  }),
  j({
    id: 'deacon',
    ageBand: '55–64',
    occupation: 'Retired postal carrier, church deacon',
    background: 'Married thirty-five years; four grandchildren.',
    leanings: 'Values family stability and forgiveness.',
    bias: { criminal: 0.1, family: 0.1 },
    sensitivity: { relationship: 1.3, children: 1.3 },
    persuadability: 0.3,
  }),
  j({
    id: 'parent-paralegal',
    ageBand: '35–44',
    occupation: 'Stay-at-home parent, former paralegal',
    background: 'Three children; worked in a law office for eight years.',
    leanings: "Focuses on the children's interests; notices when procedure was not followed.",
    bias: { criminal: 0, family: 0 },
    sensitivity: { strategy: 1.3, children: 1.5 },
    persuadability: 0.2,
  }),
  j({
    id: 'veteran',
    ageBand: '45–54',
    occupation: 'Army veteran, security manager',
    background: 'Twenty years in the Army.',
    leanings: 'Respects authority and rules; firm on violence and weapons.',
    bias: { criminal: -0.4, family: 0 },
    sensitivity: { narrative: 1.3, evidence: 1.1 },
    persuadability: 0.15,
  }),
  j({
    id: 'social-worker',
    ageBand: '25–34',
    occupation: 'Child-protection caseworker',
    background: 'Works with families in crisis.',
    leanings: 'Understands family dynamics; sceptical of harsh punishment.',
    bias: { criminal: 0.3, family: 0 },
    sensitivity: { children: 1.6, relationship: 1.2 },
    persuadability: 0.25,
  }),
  j({
    id: 'retired-engineer',
    ageBand: '65–74',
    occupation: 'Retired civil engineer',
    background: 'Lifelong homeowner in a small town.',
    leanings: 'Methodical; wants proof that leaves no real doubt.',
    bias: { criminal: 0.1, family: 0 },
    sensitivity: { evidence: 1.3 },
    persuadability: 0.1,
  }),
  j({
    id: 'retail',
    ageBand: '18–24',
    occupation: 'Retail sales associate',
    background: 'Lives with parents; first time on a jury.',
    leanings: 'Open-minded; easily swayed by a confident majority.',
    bias: { criminal: 0, family: 0 },
    sensitivity: {},
    persuadability: 0.5,
  }),
  j({
    id: 'claims-adjuster',
    ageBand: '35–44',
    occupation: 'Insurance claims adjuster',
    background: 'Investigates suspicious claims for a living.',
    leanings: "Alert to inconsistencies in anyone's story.",
    bias: { criminal: -0.2, family: 0 },
    sensitivity: { narrative: 1.4, witnesses: 1.2 },
    persuadability: 0.2,
  }),
  j({
    id: 'realtor',
    ageBand: '55–64',
    occupation: 'Real estate agent',
    background: 'Divorced and remarried.',
    leanings: 'Knows what a breakup costs; pragmatic about money and property.',
    bias: { criminal: 0, family: 0 },
    sensitivity: { finances: 1.4, relationship: 1.2 },
    persuadability: 0.3,
  }),
  j({
    id: 'coach',
    ageBand: '45–54',
    occupation: 'High-school football coach',
    background: 'Mentors teenagers.',
    leanings: 'Believes in accountability, and in second chances.',
    bias: { criminal: 0, family: 0 },
    sensitivity: { record: 0.8, children: 1.2 },
    persuadability: 0.25,
  }),
  j({
    id: 'bank-teller',
    ageBand: '25–34',
    occupation: 'Bank teller',
    background: 'Had her identity stolen last year.',
    leanings: 'Hard on fraud and theft.',
    bias: { criminal: -0.3, family: 0 },
    sensitivity: { type: 1.5, finances: 1.2 },
    persuadability: 0.3,
  }),
  j({
    id: 'librarian',
    ageBand: '65–74',
    occupation: 'Retired librarian',
    background: 'Reads widely; a careful listener.',
    leanings: "Takes the judge's instructions literally, including the presumption of innocence.",
    bias: { criminal: 0.2, family: 0 },
    sensitivity: { strategy: 1.2, evidence: 1.1 },
    persuadability: 0.2,
  }),
  j({
    id: 'foreman',
    ageBand: '35–44',
    occupation: 'Construction foreman',
    background: 'Father of two; shares custody since his divorce.',
    leanings: "Wants both parents in a child's life; plain-spoken.",
    bias: { criminal: 0, family: 0 },
    sensitivity: { children: 1.3, relationship: 1.2 },
    persuadability: 0.25,
  }),
  j({
    id: 'pharmacist',
    ageBand: '45–54',
    occupation: 'Pharmacist',
    background: 'Sees addiction up close at work.',
    leanings: 'Firm on drugs and impaired driving, but believes in treatment.',
    bias: { criminal: -0.1, family: 0 },
    sensitivity: { type: 1.3, evidence: 1.1 },
    persuadability: 0.2,
  }),
  j({
    id: 'rancher',
    ageBand: '55–64',
    occupation: 'Rancher',
    background: 'Family land in a rural county.',
    leanings: 'Distrusts government overreach; values property and fair dealing.',
    bias: { criminal: 0.1, family: 0 },
    sensitivity: { strategy: 1.2, finances: 1.2 },
    persuadability: 0.15,
  }),
  j({
    id: 'paramedic',
    ageBand: '25–34',
    occupation: 'Paramedic',
    background: 'Has worked many violent scenes.',
    leanings: 'Focuses on the harm done; trusts first responders.',
    bias: { criminal: -0.2, family: 0 },
    sensitivity: { narrative: 1.4 },
    persuadability: 0.25,
  }),
];

export interface PanelSeat {
  seat: number;
  persona: JurorPersona;
}

/** Twelve distinct jurors from the pool, drawn with the case's seed (a partial Fisher–Yates shuffle). */
export function drawPanel(seed: number): PanelSeat[] {
  const rng = xoroshiro128plus(seed ^ 0x5eed);
  const pool = [...JUROR_POOL];
  const panel: PanelSeat[] = [];
  for (let i = 0; i < 12; i++) {
    const k = uniformInt(rng, i, pool.length - 1);
    [pool[i], pool[k]] = [pool[k]!, pool[i]!];
    panel.push({ seat: i + 1, persona: pool[i]! });
  }
  return panel;
}

export const sensitivity = (p: JurorPersona, group: FactorGroup): number => p.sensitivity[group] ?? 1;
