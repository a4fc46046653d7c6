// The model's stated weights: one table, read by the engine and checked against docs/jury-model.md.
// Each weight is a shift in the log-odds of an outcome favourable to the client (+0.8 takes an
// even chance to about 69 %, −0.8 to about 31 %). They are judgement calls written down, not
// figures fitted to verdict data: the doc says where each comes from.

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

export interface WeightRow {
  key: string;
  shift: number;
  group: FactorGroup;
  /** When the factor applies, for the doc's table. */
  when: string;
}

const rows: WeightRow[] = [];
const row = (key: string, shift: number, group: FactorGroup, when: string) => rows.push({ key, shift, group, when });

// Case types (relative to the category's base rate). Criminal: how the kind of charge usually
// meets a jury; family: how often the kind of petition is granted in some form.
row('type.assault', 0.1, 'type', 'assault cases often come down to conflicting accounts and claims of self-defense');
row('type.battery', 0.1, 'type', 'battery cases often come down to conflicting accounts');
row('type.burglary', -0.1, 'type', 'burglary is often shown by physical traces of entry');
row('type.drug-offenses', -0.2, 'type', 'drug cases rest on seized substances and lab reports');
row('type.dui', -0.4, 'type', 'DUI cases rest on breath or blood test results');
row('type.fraud', -0.2, 'type', 'fraud cases rest on a paper trail');
row('type.grand-theft', -0.1, 'type', 'grand theft cases rest on records of value and ownership');
row('type.homicide', 0.15, 'type', 'jurors ask for more certainty on the gravest charge');
row('type.identity-theft', -0.2, 'type', 'identity theft leaves a digital trail');
row('type.kidnapping', -0.2, 'type', 'kidnapping is a grave charge, usually with strong victim testimony');
row('type.money-laundering', -0.2, 'type', 'money laundering cases rest on financial records');
row('type.robbery', -0.15, 'type', 'robbery cases usually have a victim who identifies the robber');
row('type.sexual-assault', 0, 'type', 'sexual assault cases often set one account against another');
row('type.tax-evasion', -0.3, 'type', 'tax evasion cases rest on tax records');
row('type.theft', 0, 'type', 'theft cases vary widely');
row('type.white-collar-crime', -0.2, 'type', 'white-collar cases rest on a paper trail');
row('type.adoption', 0.5, 'type', 'most adoptions that reach a hearing are granted');
row('type.child-custody', 0, 'type', "custody is contested and decided on the child's best interests");
row('type.child-support', 0.3, 'type', 'support is set by state guidelines once parentage is clear');
row('type.divorce', 0.4, 'type', 'every state grants no-fault divorce, so the contest is over the terms');
row('type.domestic-violence', 0, 'type', 'domestic violence cases turn on the evidence of abuse');
row('type.guardianship', 0.1, 'type', 'guardianship is usually granted to a suitable, willing adult');
row('type.marital-property-division', 0, 'type', "property division follows the state's rules on marital property");
row('type.paternity', 0.4, 'type', 'genetic testing usually settles paternity');
row('type.prenuptial-agreement', 0, 'type', 'prenuptial agreements are usually enforced unless signed unfairly');
row('type.restraining-orders', 0, 'type', 'restraining orders turn on the evidence of threats or harm');
row('type.spousal-support-alimony', -0.2, 'type', 'spousal support is discretionary and increasingly limited');
row('type.visitation-rights', 0.3, 'type', "courts favour children's contact with both parents");

// Criminal: the rated strength of the evidence AGAINST the client. Monotone by construction.
row('evidence.very-strong', -1.6, 'evidence', 'criminal: evidence against the client rated very strong');
row('evidence.strong', -0.8, 'evidence', 'criminal: rated strong');
row('evidence.moderate', 0, 'evidence', 'criminal: rated moderate');
row('evidence.weak', 0.8, 'evidence', 'criminal: rated weak');
row('evidence.very-weak', 1.5, 'evidence', 'criminal: rated very weak');

// Witnesses for the client's account (both categories).
row('witnesses.none', -0.25, 'witnesses', 'no witness listed');
row('witnesses.one', 0.2, 'witnesses', 'one witness');
row('witnesses.two', 0.35, 'witnesses', 'two witnesses');
row('witnesses.three-plus', 0.45, 'witnesses', 'three or more witnesses');

// Criminal: prior record, charges, bail.
row('record.none', 0.15, 'record', 'prior convictions answered "none"');
row('record.first', -0.35, 'record', 'one prior conviction');
row('record.each-more', -0.2, 'record', 'each further prior conviction (the record\'s total is capped at −0.9)');
row('charges.two', -0.15, 'charges', 'two charges');
row('charges.three-plus', -0.3, 'charges', 'three or more charges');
row('detention.released', 0.15, 'detention', 'released before trial (bail, bond, own recognizance)');
row('detention.detained', -0.3, 'detention', 'held before trial');

// Criminal: the line of defense named in the defense strategy (their sum is capped at +0.6).
row('strategy.alibi-corroborated', 0.35, 'strategy', 'alibi, with at least one witness');
row('strategy.alibi', 0.15, 'strategy', 'alibi, with no witness');
row('strategy.self-defense', 0.2, 'strategy', 'self-defense');
row('strategy.identity', 0.2, 'strategy', 'mistaken identity');
row('strategy.procedural', 0.2, 'strategy', 'suppression, unlawful search or arrest, Miranda, chain of custody');
row('strategy.reasonable-doubt', 0.15, 'strategy', 'insufficient evidence, reasonable doubt');
row('strategy.credibility', 0.2, 'strategy', 'attacking the accuser\'s or a witness\'s credibility');
row('strategy.consent', 0.1, 'strategy', 'consent');
row('strategy.lack-of-intent', 0.15, 'strategy', 'accident, lack of intent');
row('strategy.excuse', 0.1, 'strategy', 'duress, necessity, entrapment');
row('strategy.mental-state', 0.1, 'strategy', 'insanity, diminished capacity');
row('strategy.plea', 0, 'strategy', 'a plea is being considered (informational)');
row('strategy.unclear', -0.1, 'strategy', 'no recognisable line of defense named');

// Criminal: what the description and additional factors mention (their sum is capped to −1.0 … +0.6).
row('cue.admission', -0.5, 'narrative', 'a confession or admission');
row('cue.caught', -0.3, 'narrative', 'caught in the act, or arrested at the scene');
row('cue.flight', -0.25, 'narrative', 'fleeing or evading police');
row('cue.weapon', -0.2, 'narrative', 'a weapon');
row('cue.injury', -0.2, 'narrative', 'injuries');
row('cue.no-injury', 0.15, 'narrative', 'no one was hurt');
row('cue.inconsistent', 0.3, 'narrative', 'inconsistent or recanted accounts, false accusation');
row('cue.cooperation', 0.1, 'narrative', 'cooperation with the police');
row('cue.character', 0.1, 'narrative', 'employment, volunteering, character references');

// Family: children, support, relationship, assets.
row('custody.joint', 0.3, 'children', 'children involved, joint custody sought');
row('custody.sole', -0.3, 'children', 'children involved, sole custody sought');
row('custody.split', -0.2, 'children', 'children involved, split custody sought');
row('custody.without-children', -0.1, 'children', 'a custody preference with no children involved');
row('children.details', 0.15, 'children', 'children involved and described');
row('children.no-details', -0.2, 'children', 'children involved but not described');
row('children.type-mismatch', -0.4, 'children', 'a case about children with no children involved');
row('support.documented', 0.15, 'finances', 'support requested, with details');
row('support.undocumented', -0.25, 'finances', 'support requested, no details');
row('support.type-not-requested', -0.2, 'finances', 'a support case with no support requested');
row('assets.documented', 0.2, 'finances', 'divorce, property or prenuptial case with assets described');
row('assets.missing', -0.3, 'finances', 'divorce, property or prenuptial case with no assets described');
row('relationship.not-married', -0.4, 'relationship', 'divorce, property division or spousal support when never married');
row('relationship.separated', 0.1, 'relationship', 'divorce after a separation');
row('cue.caregiver', 0.2, 'narrative', 'family: the client as primary or day-to-day caregiver');
row('cue.stability', 0.15, 'narrative', 'family: a stable home, job or income');
row('cue.records', 0.15, 'narrative', 'family: records, messages, photos or reports to show the court');
row('cue.safety', 0, 'narrative', 'family: abuse, threats or a protective order (informational)');

// Venue: informational, never weighed; the venue also seeds who sits on the simulated panel.
row('venue.unanimity', 0, 'venue', 'criminal: verdicts must be unanimous');
row('venue.bench', 0, 'venue', 'family: a judge decides');
row('venue.family-jury', 0, 'venue', 'family in Texas or Georgia: a jury may decide some issues');
row('venue.community-property', 0, 'venue', 'family property in a community-property state');

export const WEIGHTS: readonly WeightRow[] = rows;

const byKey = new Map(rows.map((r) => [r.key, r]));

export function weight(key: string): WeightRow {
  const r = byKey.get(key);
  if (!r) throw new Error(`no weight for ${key}`);
  return r;
}

/** Prior chance of an outcome favourable to the client, before any fact is weighed. */
export const BASE_RATE = { criminal: 0.45, family: 0.5 } as const;

export const CAPS = {
  record: -0.9,
  strategy: 0.6,
  narrativeLow: -1,
  narrativeHigh: 0.6,
} as const;

/** States where property acquired during a marriage is community property (split equally by default). */
export const COMMUNITY_PROPERTY_STATES = new Set(['AZ', 'CA', 'ID', 'LA', 'NV', 'NM', 'TX', 'WA', 'WI']);
/** States where a jury may decide some family issues (Texas: custody; Georgia: some divorce issues). */
export const FAMILY_JURY_STATES = new Set(['TX', 'GA']);
