// Metamorphic (paraphrase-invariance) checks of the fact reader (issue 25, decision 0077): base facts
// of the kinds the fact sheet holds, each written in many surface forms — active and passive, a
// subordinate clause first, a relative clause, apposition, a pronoun across sentences, hedges,
// reported speech, note style, coordination, sentence order shuffled, names swapped — every one of
// which must read the same; and meaning-changing forms (negation, another person as the subject)
// whose expected change is stated. All names are made up; no sentence is taken from an eval part.
// Written in full before the reader was run on it (the as-it-came pass rate is in decision 0077).
import type { CaseFactsInput } from '../../jury/types.js';
import type { Direction, EvidenceKind, FactSheet, FamilyFactorKey, Side } from '../fact-sheet.js';

export const CONSTRUCTIONS = [
  'plain',
  'passive',
  'subordinate-first',
  'relative-clause',
  'apposition',
  'pronoun-across',
  'negation',
  'hedge',
  'reported-speech',
  'note-style',
  'other-subject',
  'coordination',
  'shuffled',
  'names-swapped',
] as const;
export type Construction = (typeof CONSTRUCTIONS)[number];

/** An evidence item the sheet must (or must not) hold. `whose` is 'client' or a person's name as written. */
export interface EvidenceExpect {
  kind: EvidenceKind | EvidenceKind[];
  direction?: Direction;
  whose?: string;
}
export interface FamilyExpect {
  key: FamilyFactorKey;
  direction?: Direction;
  value?: number;
}
export interface Expect {
  evidence?: EvidenceExpect[];
  noEvidence?: EvidenceExpect[];
  sides?: Record<string, Side>;
  /** A person whose side must NOT be this. */
  notSides?: Record<string, Side>;
  family?: FamilyExpect[];
  noFamily?: FamilyExpect[];
  priorCount?: number;
  detention?: 'released' | 'detained';
  suppression?: boolean;
}
export interface Variant {
  construction: Construction;
  text: string;
  /** For meaning-changing forms; otherwise the base fact's expectation holds. */
  expect?: Expect;
  /** The text goes in this form field instead of the narrative. */
  field?: 'prior' | 'bail';
}
export interface BaseFact {
  id: string;
  category: 'criminal' | 'family';
  type: string;
  clientName: string;
  opposing?: string;
  witnesses?: string[];
  expect: Expect;
  variants: Variant[];
}

const ev = (kind: EvidenceKind | EvidenceKind[], direction?: Direction, whose?: string): EvidenceExpect => ({
  kind,
  ...(direction ? { direction } : {}),
  ...(whose ? { whose } : {}),
});
const STATEMENT: EvidenceKind[] = ['confession', 'admission'];
const v = (construction: Construction, text: string, expect?: Expect): Variant => ({ construction, text, ...(expect ? { expect } : {}) });

/** Made-up names and the made-up names they are swapped for (first and last names separately). */
export const NAME_SWAP: Record<string, string> = {
  Marcus: 'Dmitri',
  Hale: 'Okonjo',
  Dana: 'Priya',
  Ruiz: 'Lindqvist',
  Ray: 'Anton',
  Tolland: 'Marchetti',
  Cole: 'Wade',
  Brandt: 'Fenwick',
  Tariq: 'Hollis',
  Osei: 'Varga',
  Ana: 'Mirela',
  Jane: 'Greta',
  Ott: 'Sandoval',
  Lyle: 'Curtis',
  Grant: 'Abernathy',
  Ines: 'Noor',
  Calloway: 'Petrakis',
  Eli: 'Jonah',
  Moss: 'Whitcombe',
  Lena: 'Carla',
  Victor: 'Gideon',
  Park: 'Ashdown',
  Ruth: 'Opal',
  Abbey: 'Kinsella',
};

export const BASE_FACTS: BaseFact[] = [
  // ——— confessions and admissions, and whose ———
  {
    id: 'confession-client',
    category: 'criminal',
    type: 'robbery',
    clientName: 'Marcus Hale',
    expect: { evidence: [ev(STATEMENT, 'against', 'client')] },
    variants: [
      v('plain', 'Marcus Hale confessed to the detective that he took the money from the register.'),
      v('subordinate-first', 'After the detective read him his rights, Marcus confessed to taking the money from the register.'),
      v('relative-clause', 'Marcus, who was questioned for three hours, confessed to taking the money from the register.'),
      v('pronoun-across', 'Marcus Hale was questioned for three hours at the station. He confessed to taking the money from the register.'),
      v('reported-speech', 'The detective says Marcus told him that he took the money from the register.'),
      v('note-style', 'Statement: Marcus confessed to taking the money from the register during the interview.'),
      v('hedge', 'Marcus allegedly confessed to taking the money from the register.'),
      v('coordination', 'Marcus waived his rights and confessed to taking the money from the register.'),
      v('passive', 'A full confession to the theft was given by Marcus in a recorded interview.'),
      v('negation', 'Marcus never confessed; he has denied taking the money from the start.', {
        noEvidence: [ev(STATEMENT, 'against', 'client')],
      }),
      v('other-subject', 'His cousin, Ray Tolland, confessed to the detective that he took the money from the register.', {
        evidence: [ev(STATEMENT, 'for', 'Ray Tolland')],
        noEvidence: [ev(STATEMENT, 'against', 'client')],
      }),
    ],
  },
  {
    id: 'confession-third-party',
    category: 'criminal',
    type: 'drug-offenses',
    clientName: 'Marcus Hale',
    expect: { evidence: [ev(['confession', 'admission'], 'for', 'Ray Tolland')], noEvidence: [ev(STATEMENT, 'against', 'client')] },
    variants: [
      v('plain', 'Ray Tolland confessed that the drugs in the car were his.'),
      v('apposition', 'Ray Tolland, the passenger, later admitted that the drugs in the car were his.'),
      v('reported-speech', 'Ray Tolland told his girlfriend that the drugs in the car were his, not Marcus\u2019s.'),
      v('pronoun-across', 'Ray Tolland was riding in the passenger seat. He later confessed that the drugs in the car were his.'),
      v('subordinate-first', 'When the officer asked about the bag, Ray Tolland confessed that the drugs were his.'),
      v('note-style', 'Confession: Ray Tolland (passenger) says the drugs were his.'),
      v('other-subject', 'Marcus admitted that the drugs in the car were his.', {
        evidence: [ev(STATEMENT, 'against', 'client')],
        noEvidence: [ev(['confession', 'admission'], 'for')],
      }),
    ],
  },
  {
    id: 'admission-client',
    category: 'criminal',
    type: 'dui',
    clientName: 'Marcus Hale',
    expect: { evidence: [ev('admission', 'against', 'client')] },
    variants: [
      v('plain', 'Marcus admitted to the officer that he had three beers at dinner.'),
      v('pronoun-across', 'The officer stopped Marcus Hale on Elm Street. He admitted that he had three beers at dinner.'),
      v('subordinate-first', 'When the officer asked, Marcus admitted that he had three beers at dinner.'),
      v('relative-clause', 'Marcus, who was driving home from a wedding, admitted to the officer that he had three beers.'),
      v('reported-speech', 'According to the officer, Marcus said he had three beers at dinner.'),
      v('coordination', 'Marcus stepped out of the car and admitted that he had three beers at dinner.'),
      v('negation', 'Marcus denied drinking anything that night.', { noEvidence: [ev('admission', 'against', 'client')] }),
      v('other-subject', 'His passenger, Ray Tolland, admitted to the officer that he had three beers at dinner.', {
        noEvidence: [ev('admission', 'against', 'client')],
      }),
    ],
  },
  // ——— eyewitnesses ———
  {
    id: 'eyewitness-against',
    category: 'criminal',
    type: 'assault',
    clientName: 'Marcus Hale',
    witnesses: ['Dana Ruiz'],
    expect: { evidence: [ev('eyewitness', 'against', 'Dana Ruiz')], sides: { 'Dana Ruiz': 'against' } },
    variants: [
      v('plain', 'Dana Ruiz saw Marcus Hale hit the man outside the bar.'),
      v('apposition', 'Dana Ruiz, the store clerk, told police she saw Marcus hit the man outside the bar.'),
      v('passive', 'Marcus was seen hitting the man outside the bar by Dana Ruiz, a store clerk.'),
      v('relative-clause', 'The clerk, Dana Ruiz, who was standing at the register, saw Marcus hit the man outside the bar.'),
      v('pronoun-across', 'Dana Ruiz was working the register that night. She saw Marcus hit the man outside the bar.'),
      v('subordinate-first', 'When the fight started, Dana Ruiz saw Marcus hit the man outside the bar.'),
      v('hedge', 'Dana Ruiz says she may have seen Marcus hit the man outside the bar.'),
      v('note-style', 'Eyewitness: Dana Ruiz (store clerk) saw Marcus hit the man outside the bar.'),
      v('reported-speech', 'Dana Ruiz told the detective that Marcus hit the man outside the bar.'),
      v('negation', 'No one saw Marcus hit the man outside the bar; Dana Ruiz was in the back room.', {
        noEvidence: [ev('eyewitness', 'against')],
        notSides: { 'Dana Ruiz': 'against' },
      }),
      v('other-subject', 'Dana Ruiz saw the other man, Cole Brandt, hit Marcus first outside the bar.', {
        evidence: [ev('eyewitness', 'for', 'Dana Ruiz')],
        sides: { 'Dana Ruiz': 'for' },
      }),
    ],
  },
  {
    id: 'eyewitness-for',
    category: 'criminal',
    type: 'assault',
    clientName: 'Marcus Hale',
    witnesses: ['Tariq Osei'],
    expect: { evidence: [ev('eyewitness', 'for', 'Tariq Osei')], sides: { 'Tariq Osei': 'for' } },
    variants: [
      v('plain', 'Tariq Osei saw Cole Brandt swing at Marcus first.'),
      v('apposition', 'A bartender, Tariq Osei, told police he saw Cole Brandt swing at Marcus first.'),
      v('passive', 'Cole Brandt was seen swinging at Marcus first by the bartender, Tariq Osei.'),
      v('subordinate-first', 'Before Marcus did anything, Tariq Osei saw Cole Brandt swing at him.'),
      v('pronoun-across', 'Tariq Osei was tending bar that night. He saw Cole Brandt swing at Marcus first.'),
      v('note-style', 'Witness: Tariq Osei (bartender) saw Cole Brandt swing first.'),
      v('other-subject', 'Tariq Osei saw Marcus swing at Cole Brandt first.', {
        evidence: [ev('eyewitness', 'against', 'Tariq Osei')],
        sides: { 'Tariq Osei': 'against' },
      }),
    ],
  },
  {
    id: 'identification-against',
    category: 'criminal',
    type: 'robbery',
    clientName: 'Marcus Hale',
    expect: { evidence: [ev('eyewitness', 'against')] },
    variants: [
      v('plain', 'The victim picked Marcus out of a photo lineup.'),
      v('passive', 'Marcus was identified by the victim in a photo lineup.'),
      v('subordinate-first', 'Two days after the robbery, the victim picked Marcus out of a photo lineup.'),
      v('hedge', 'The victim says she is fairly sure the man in the lineup was Marcus.'),
      v('negation', 'The victim could not identify Marcus in the photo lineup.', { noEvidence: [ev('eyewitness', 'against')] }),
    ],
  },
  // ——— video ———
  {
    id: 'video-shows-client',
    category: 'criminal',
    type: 'theft',
    clientName: 'Marcus Hale',
    expect: { evidence: [ev('video', 'against')] },
    variants: [
      v('plain', 'The store video shows Marcus taking the TV.'),
      v('passive', 'Marcus was recorded by the store camera taking the TV.'),
      v('note-style', 'Video: shows Marcus taking the TV.'),
      v('relative-clause', 'The store has a camera that recorded Marcus taking the TV.'),
      v('subordinate-first', 'Although Marcus denies it, the store video shows him taking the TV.'),
      v('hedge', 'Police say the store video shows Marcus taking the TV.'),
      v('pronoun-across', 'Marcus Hale went into the store at 9 p.m. The store video shows him taking the TV.'),
      v('negation', 'The store video does not show Marcus; it only shows a man in a hood from behind.', {
        noEvidence: [ev('video', 'against')],
      }),
      v('other-subject', 'The store video shows another man, Cole Brandt, taking the TV.', {
        evidence: [ev('video', 'for')],
        noEvidence: [ev('video', 'against')],
      }),
    ],
  },
  {
    id: 'video-shows-other',
    category: 'criminal',
    type: 'assault',
    clientName: 'Marcus Hale',
    expect: { evidence: [ev('video', 'for')], noEvidence: [ev('video', 'against')] },
    variants: [
      v('plain', 'The bar\u2019s camera recorded Cole Brandt throwing the first punch at Marcus.'),
      v('passive', 'Cole Brandt was recorded by the bar\u2019s camera throwing the first punch at Marcus.'),
      v('note-style', 'Video: Cole Brandt throws the first punch at Marcus.'),
      v('subordinate-first', 'Before Marcus ever raised a hand, the bar\u2019s camera recorded Cole Brandt punching him.'),
      v('other-subject', 'The bar\u2019s camera recorded Marcus throwing the first punch at Cole Brandt.', {
        evidence: [ev('video', 'against')],
        noEvidence: [ev('video', 'for')],
      }),
    ],
  },
  {
    id: 'bodycam-for',
    category: 'criminal',
    type: 'assault',
    clientName: 'Marcus Hale',
    expect: { evidence: [ev('video', 'for')], noEvidence: [ev('video', 'against')] },
    variants: [
      v('plain', 'The officer\u2019s body camera shows Marcus raising his hands and not resisting.'),
      v('note-style', 'Bodycam: Marcus raises his hands and does not resist.'),
      v('passive', 'Marcus is seen on the body camera footage raising his hands and not resisting.'),
    ],
  },
  // ——— forensics ———
  {
    id: 'forensic-match',
    category: 'criminal',
    type: 'homicide',
    clientName: 'Marcus Hale',
    expect: { evidence: [ev('forensic', 'against')] },
    variants: [
      v('plain', 'The lab matched Marcus\u2019s DNA to the blood on the knife.'),
      v('passive', 'Marcus\u2019s DNA was found on the knife by the crime lab.'),
      v('subordinate-first', 'After the lab tested the knife, the blood on it matched Marcus.'),
      v('note-style', 'Fingerprints: Marcus\u2019s prints were on the window.'),
      v('coordination', 'Police lifted prints from the window and the lab matched them to Marcus.'),
      v('hedge', 'The prosecutor claims Marcus\u2019s fingerprints were on the knife.'),
      v('negation', 'The lab found none of Marcus\u2019s fingerprints on the knife.', {
        noEvidence: [ev('forensic', 'against')],
      }),
      v('other-subject', 'The DNA on the knife matched Cole Brandt, not Marcus.', {
        evidence: [ev('forensic', 'for')],
        noEvidence: [ev('forensic', 'against')],
      }),
    ],
  },
  {
    id: 'forensic-no-match',
    category: 'criminal',
    type: 'burglary',
    clientName: 'Marcus Hale',
    expect: { evidence: [ev('forensic', 'for')], noEvidence: [ev('forensic', 'against')] },
    variants: [
      v('plain', 'The DNA on the glove did not match Marcus.'),
      v('passive', 'Marcus was excluded by the lab as the source of the DNA on the glove.'),
      v('note-style', 'DNA: glove — Marcus excluded.'),
      v('subordinate-first', 'After the lab compared the samples, it excluded Marcus as the source of the DNA.'),
    ],
  },
  // ——— alibi and records ———
  {
    id: 'alibi',
    category: 'criminal',
    type: 'burglary',
    clientName: 'Marcus Hale',
    witnesses: ['Ana Hale'],
    expect: { evidence: [ev('alibi', 'for')], sides: { 'Ana Hale': 'for' } },
    variants: [
      v('plain', 'Ana Hale says Marcus was with her at her birthday party until midnight.'),
      v('apposition', 'His sister, Ana Hale, says Marcus was with her at her party until midnight.'),
      v('reported-speech', 'According to his sister Ana Hale, Marcus never left her party before midnight.'),
      v('note-style', 'Alibi: Ana Hale (sister) \u2014 with him at her party until midnight.'),
      v('pronoun-across', 'Ana Hale threw a birthday party that night. She says Marcus was with her until midnight.'),
      v('coordination', 'Marcus and his sister Ana Hale were at her party until midnight, and she will testify to it.'),
    ],
  },
  {
    id: 'records-alibi',
    category: 'criminal',
    type: 'robbery',
    clientName: 'Marcus Hale',
    expect: { evidence: [ev(['records', 'digital', 'alibi'], 'for')], noEvidence: [ev(['records', 'digital'], 'against')] },
    variants: [
      v('plain', 'Phone records show Marcus was in Dallas at the time of the robbery.'),
      v('reported-speech', 'According to the phone records, Marcus was in Dallas when the robbery happened.'),
      v('note-style', 'Phone records: Marcus in Dallas at the time of the robbery.'),
      v('subordinate-first', 'When the robbery happened, Marcus\u2019s phone records place him in Dallas.'),
      v('other-subject', 'Phone records put Marcus at the store at the time of the robbery.', {
        evidence: [ev(['records', 'digital'], 'against')],
        noEvidence: [ev(['records', 'digital', 'alibi'], 'for')],
      }),
    ],
  },
  {
    id: 'texts-against',
    category: 'criminal',
    type: 'assault',
    clientName: 'Marcus Hale',
    expect: { evidence: [ev(['digital', 'records'], 'against')] },
    variants: [
      v('plain', 'Text messages from Marcus\u2019s phone show that he planned to meet the man that night.'),
      v('passive', 'Text messages planning the meeting were sent by Marcus that afternoon.'),
      v('note-style', 'Texts: Marcus planned to meet the man that night.'),
      v('other-subject', 'Text messages from Cole Brandt\u2019s phone show that he planned to ambush Marcus that night.', {
        evidence: [ev(['digital', 'records'], 'for')],
        noEvidence: [ev(['digital', 'records'], 'against')],
      }),
    ],
  },
  // ——— physical evidence ———
  {
    id: 'physical-found',
    category: 'criminal',
    type: 'assault',
    clientName: 'Marcus Hale',
    expect: { evidence: [ev('physical', 'against')] },
    variants: [
      v('plain', 'Police found the gun in Marcus\u2019s car.'),
      v('passive', 'The gun was found in Marcus\u2019s car by police.'),
      v('subordinate-first', 'When police searched the car, they found the gun under Marcus\u2019s seat.'),
      v('pronoun-across', 'Police stopped Marcus Hale for speeding. They found a gun under his seat.'),
      v('negation', 'Police searched Marcus\u2019s car and found no gun.', { noEvidence: [ev('physical', 'against')] }),
      v('other-subject', 'Police found the gun in Cole Brandt\u2019s jacket.', { noEvidence: [ev('physical', 'against')] }),
    ],
  },
  // ——— witnesses' sides ———
  {
    id: 'officer-side',
    category: 'criminal',
    type: 'dui',
    clientName: 'Marcus Hale',
    witnesses: ['Officer Lyle Grant'],
    expect: { sides: { 'Lyle Grant': 'against' } },
    variants: [
      v('plain', 'Officer Lyle Grant says Marcus was swaying and slurring his words.'),
      v('relative-clause', 'Officer Lyle Grant, who arrested Marcus, says Marcus was swaying and slurring his words.'),
      v('pronoun-across', 'Officer Lyle Grant stopped Marcus at 2 a.m. He says Marcus was swaying and slurring his words.'),
      v('reported-speech', 'In his report Officer Lyle Grant wrote that Marcus was swaying and slurring his words.'),
    ],
  },
  {
    id: 'character-witness',
    category: 'criminal',
    type: 'assault',
    clientName: 'Marcus Hale',
    witnesses: ['Jane Ott'],
    expect: { sides: { 'Jane Ott': 'for' } },
    variants: [
      v('plain', 'Jane Ott will testify that Marcus is a calm man who has never threatened anyone.'),
      v('apposition', 'His neighbor of ten years, Jane Ott, will testify that Marcus is calm and has never threatened anyone.'),
      v('pronoun-across', 'Jane Ott has lived next door to Marcus for ten years. She will testify that he has never threatened anyone.'),
      v('note-style', 'Jane Ott (neighbor): will say Marcus is calm and never threatened anyone.'),
    ],
  },
  {
    id: 'complainant-side',
    category: 'criminal',
    type: 'assault',
    clientName: 'Marcus Hale',
    witnesses: ['Cole Brandt'],
    expect: { sides: { 'Cole Brandt': 'against' } },
    variants: [
      v('plain', 'Cole Brandt told police that Marcus attacked him in the parking lot.'),
      v('apposition', 'The complainant, Cole Brandt, told police that Marcus attacked him in the parking lot.'),
      v('passive', 'Marcus was accused by Cole Brandt of attacking him in the parking lot.'),
      v('subordinate-first', 'After the fight ended, Cole Brandt told police that Marcus attacked him.'),
    ],
  },
  {
    id: 'codefendant-against',
    category: 'criminal',
    type: 'robbery',
    clientName: 'Marcus Hale',
    witnesses: ['Ray Tolland'],
    expect: { sides: { 'Ray Tolland': 'against' } },
    variants: [
      v('plain', 'Ray Tolland agreed to testify that Marcus planned the robbery.'),
      v('apposition', 'His co-defendant, Ray Tolland, took a plea deal and will testify that Marcus planned the robbery.'),
      v('pronoun-across', 'Ray Tolland took a plea deal in June. He will testify that Marcus planned the robbery.'),
    ],
  },
  {
    id: 'expert-for',
    category: 'criminal',
    type: 'assault',
    clientName: 'Marcus Hale',
    witnesses: ['Dr. Ines Calloway'],
    expect: { evidence: [ev('expert', 'for')], sides: { 'Ines Calloway': 'for' } },
    variants: [
      v('plain', 'Our expert, Dr. Ines Calloway, will testify that the injuries are consistent with a fall.'),
      v(
        'pronoun-across',
        'We hired Dr. Ines Calloway, a forensic pathologist. She will testify that the injuries are consistent with a fall.',
      ),
      v('note-style', 'Defense expert: Dr. Ines Calloway \u2014 injuries consistent with a fall.'),
    ],
  },
  // ——— prior record, detention, suppression ———
  {
    id: 'prior-record',
    category: 'criminal',
    type: 'theft',
    clientName: 'Marcus Hale',
    expect: { priorCount: 2 },
    variants: [
      { construction: 'plain', text: 'Two prior theft convictions.', field: 'prior' },
      { construction: 'note-style', text: 'Priors: theft (2019), theft (2021).', field: 'prior' },
      { construction: 'pronoun-across', text: 'He was convicted of theft twice before, in 2019 and 2021.', field: 'prior' },
      { construction: 'negation', text: 'No prior record; he has never been arrested.', field: 'prior', expect: { priorCount: 0 } },
    ],
  },
  {
    id: 'detention',
    category: 'criminal',
    type: 'robbery',
    clientName: 'Marcus Hale',
    expect: { detention: 'detained' },
    variants: [
      { construction: 'plain', text: 'Held without bail.', field: 'bail' },
      { construction: 'subordinate-first', text: 'Because he could not post the $20,000 bond, he is still in jail.', field: 'bail' },
      { construction: 'passive', text: 'Bail was denied by the judge at the first hearing.', field: 'bail' },
      {
        construction: 'negation',
        text: 'Released on his own recognizance the next day.',
        field: 'bail',
        expect: { detention: 'released' },
      },
      {
        construction: 'coordination',
        text: 'He posted a $5,000 bond and was released the same day.',
        field: 'bail',
        expect: { detention: 'released' },
      },
    ],
  },
  {
    id: 'suppression',
    category: 'criminal',
    type: 'drug-offenses',
    clientName: 'Marcus Hale',
    expect: { suppression: true },
    variants: [
      v('plain', 'We filed a motion to suppress the drugs because the search had no warrant.'),
      v(
        'subordinate-first',
        'Because the officers searched the car without a warrant or consent, the defense will move to exclude the drugs.',
      ),
      v('passive', 'A motion to suppress the drugs was filed by the defense last week.'),
      v('pronoun-across', 'Detectives questioned Marcus for two hours. They never read him his Miranda rights.'),
    ],
  },
  // ——— family: violence, DNA, caretaking, marriage, substances, witnesses ———
  {
    id: 'dv-finding-other',
    category: 'family',
    type: 'child-custody',
    clientName: 'Lena Park',
    opposing: 'Victor Park',
    expect: { family: [{ key: 'domestic-violence-by-other', direction: 'for' }], noFamily: [{ key: 'domestic-violence-by-client' }] },
    variants: [
      v('plain', 'In 2023 the court found that Victor abused me and issued a protective order.'),
      v('passive', 'A finding of domestic violence was entered against Victor in 2023.'),
      v('pronoun-across', 'Victor Park was arrested in 2023. He was convicted of assaulting me in front of the children.'),
      v('subordinate-first', 'After Victor choked me in 2023, the court found that he had committed domestic violence.'),
      v('note-style', 'Domestic violence: court finding against Victor (2023).'),
      v('hedge', 'Victor allegedly hit me several times last year, and the police report says I had bruises on my arms.'),
      v('other-subject', 'In 2023 the court found that I abused Victor and issued a protective order against me.', {
        family: [{ key: 'domestic-violence-by-client', direction: 'against' }],
        noFamily: [{ key: 'domestic-violence-by-other' }],
      }),
      v('negation', 'Victor has never been violent toward me or the children.', {
        noFamily: [{ key: 'domestic-violence-by-other' }, { key: 'domestic-violence-by-client' }],
      }),
    ],
  },
  {
    id: 'dna-positive',
    category: 'family',
    type: 'paternity',
    clientName: 'Lena Park',
    opposing: 'Victor Park',
    // Whether a match helps the client depends on what the client asks, which these forms do not say: the value is read.
    expect: { family: [{ key: 'dna-test', value: 99.8 }] },
    variants: [
      v('plain', 'A DNA test showed a 99.8% probability that Victor is the father.'),
      v('passive', 'Victor\u2019s paternity was confirmed by a DNA test at 99.8%.'),
      v('note-style', 'DNA test: 99.8% \u2014 Victor is the father.'),
      v('subordinate-first', 'When the DNA results came back, they showed a 99.8% probability that Victor is the father.'),
      v('negation', 'The DNA test excluded Victor as the father.', { family: [{ key: 'dna-test', value: 0 }] }),
    ],
  },
  {
    id: 'primary-caretaker-client',
    category: 'family',
    type: 'child-custody',
    clientName: 'Lena Park',
    opposing: 'Victor Park',
    expect: { family: [{ key: 'primary-caregiver', direction: 'for' }] },
    variants: [
      v('plain', 'I have been the children\u2019s primary caretaker since they were born.'),
      v('subordinate-first', 'Since the children were born, I have been their primary caretaker.'),
      v('note-style', 'Primary caretaker: me, since birth.'),
      v(
        'coordination',
        'I take the children to school, cook their meals and go to every doctor\u2019s appointment, and I have been their primary caretaker since birth.',
      ),
      v('other-subject', 'Victor has been the children\u2019s primary caretaker since they were born.', {
        family: [{ key: 'primary-caregiver', direction: 'against' }],
      }),
    ],
  },
  {
    id: 'marriage-length',
    category: 'family',
    type: 'spousal-support-alimony',
    clientName: 'Lena Park',
    opposing: 'Victor Park',
    expect: { family: [{ key: 'marriage-length', value: 14 }] },
    variants: [
      v('plain', 'We were married for 14 years.'),
      v('subordinate-first', 'After 14 years of marriage, Victor filed for divorce.'),
      v('note-style', 'Marriage: 14 years.'),
      v('coordination', 'Victor and I were married for 14 years and have two children.'),
      v('relative-clause', 'Our marriage, which lasted 14 years, ended when Victor moved out.'),
    ],
  },
  {
    id: 'substance-other',
    category: 'family',
    type: 'child-custody',
    clientName: 'Lena Park',
    opposing: 'Victor Park',
    expect: { family: [{ key: 'substance-abuse-by-other', direction: 'for' }], noFamily: [{ key: 'substance-abuse-by-client' }] },
    variants: [
      v('plain', 'Victor tested positive for methamphetamine twice this year.'),
      v('pronoun-across', 'Victor Park was ordered to take drug tests in March. He tested positive for methamphetamine twice.'),
      v('passive', 'Methamphetamine was found in Victor\u2019s two drug tests this year.'),
      v('note-style', 'Drug tests (Victor): positive for methamphetamine twice this year.'),
      v('other-subject', 'I tested positive for methamphetamine twice this year.', {
        family: [{ key: 'substance-abuse-by-client', direction: 'against' }],
        noFamily: [{ key: 'substance-abuse-by-other' }],
      }),
    ],
  },
  {
    id: 'family-witness',
    category: 'family',
    type: 'restraining-orders',
    clientName: 'Lena Park',
    opposing: 'Victor Park',
    witnesses: ['Ruth Abbey'],
    expect: { sides: { 'Ruth Abbey': 'for' } },
    variants: [
      v('plain', 'Ruth Abbey saw Victor hit me in the driveway.'),
      v('apposition', 'Our neighbor, Ruth Abbey, saw Victor hit me in the driveway.'),
      v('pronoun-across', 'Ruth Abbey lives next door. She saw Victor hit me in the driveway.'),
      v('passive', 'Victor was seen hitting me in the driveway by our neighbor, Ruth Abbey.'),
      v('shuffled', 'She saw it all from her porch. Victor hit me in the driveway, and our neighbor Ruth Abbey called 911.'),
    ],
  },
  {
    id: 'interference-other',
    category: 'family',
    type: 'visitation-rights',
    clientName: 'Lena Park',
    opposing: 'Victor Park',
    expect: { family: [{ key: 'interference-by-other', direction: 'for' }] },
    variants: [
      v('plain', 'Victor has refused to let me see the children for four months.'),
      v('passive', 'I have been kept from seeing the children by Victor for four months.'),
      v('subordinate-first', 'Since he moved out in March, Victor has refused to let me see the children.'),
      v('other-subject', 'I have refused to let Victor see the children for four months.', {
        family: [{ key: 'interference-by-client', direction: 'against' }],
      }),
    ],
  },
  {
    id: 'criminal-record-other',
    category: 'family',
    type: 'child-custody',
    clientName: 'Lena Park',
    opposing: 'Victor Park',
    expect: { family: [{ key: 'criminal-record-other', direction: 'for' }] },
    variants: [
      v('plain', 'Victor has two convictions for drunk driving.'),
      v('passive', 'Victor was convicted of drunk driving in 2019 and again in 2022.'),
      v('note-style', 'Victor\u2019s record: two DUI convictions (2019, 2022).'),
    ],
  },
  {
    id: 'protective-order-client',
    category: 'family',
    type: 'child-custody',
    clientName: 'Lena Park',
    opposing: 'Victor Park',
    expect: { family: [{ key: 'protective-order', direction: 'for' }] },
    variants: [
      v('plain', 'I have had a protective order against Victor since May.'),
      v('passive', 'A protective order was issued against Victor in May.'),
      v('subordinate-first', 'After the incident in May, the judge granted me a protective order against Victor.'),
    ],
  },
  {
    id: 'child-preference',
    category: 'family',
    type: 'child-custody',
    clientName: 'Lena Park',
    opposing: 'Victor Park',
    expect: { family: [{ key: 'child-preference', direction: 'for' }] },
    variants: [
      v('plain', 'Our 14-year-old daughter told the guardian ad litem that she wants to live with me.'),
      v('reported-speech', 'According to the guardian ad litem, our 14-year-old daughter wants to live with me.'),
      v('other-subject', 'Our 14-year-old daughter told the guardian ad litem that she wants to live with Victor.', {
        family: [{ key: 'child-preference', direction: 'against' }],
      }),
    ],
  },
  {
    id: 'neglect-other',
    category: 'family',
    type: 'child-custody',
    clientName: 'Lena Park',
    opposing: 'Victor Park',
    expect: { family: [{ key: 'neglect-by-other', direction: 'for' }] },
    variants: [
      v('plain', 'Victor left the children alone overnight twice in October.'),
      v('passive', 'The children were left alone overnight by Victor twice in October.'),
      v('pronoun-across', 'Victor Park had the children in October. He left them alone overnight twice.'),
    ],
  },
  {
    id: 'stable-home',
    category: 'family',
    type: 'child-custody',
    clientName: 'Lena Park',
    opposing: 'Victor Park',
    expect: { family: [{ key: 'stable-home', direction: 'for' }] },
    variants: [
      v('plain', 'I have lived in the same house near the children\u2019s school for eight years.'),
      v('subordinate-first', 'For eight years, I have lived in the same house near the children\u2019s school.'),
    ],
  },
  {
    id: 'income-gap',
    category: 'family',
    type: 'spousal-support-alimony',
    clientName: 'Lena Park',
    opposing: 'Victor Park',
    expect: { family: [{ key: 'income-gap' }] },
    variants: [
      v('plain', 'Victor earns $180,000 a year and I earn $30,000.'),
      v('note-style', 'Incomes: Victor $180,000; me $30,000.'),
      v('passive', 'Victor is paid $180,000 a year, while I am paid $30,000.'),
    ],
  },
  {
    id: 'video-family',
    category: 'family',
    type: 'restraining-orders',
    clientName: 'Lena Park',
    opposing: 'Victor Park',
    expect: { evidence: [ev('video', 'for')], noEvidence: [ev('video', 'against')] },
    variants: [
      v('plain', 'My doorbell camera recorded Victor kicking my door.'),
      v('passive', 'Victor was recorded kicking my door by my doorbell camera.'),
      v('note-style', 'Doorbell video: Victor kicking my door.'),
      v('other-subject', 'His doorbell camera recorded me kicking his door.', {
        evidence: [ev('video', 'against')],
        noEvidence: [ev('video', 'for')],
      }),
    ],
  },
  {
    id: 'admission-other-family',
    category: 'family',
    type: 'restraining-orders',
    clientName: 'Lena Park',
    opposing: 'Victor Park',
    expect: { evidence: [ev(STATEMENT, 'for', 'Victor Park')] },
    variants: [
      v('plain', 'Victor admitted in a text message that he pushed me down the stairs.'),
      v('pronoun-across', 'Victor Park texted me the next day. He admitted that he pushed me down the stairs.'),
      v('reported-speech', 'In a text the next day, Victor wrote that he was sorry he pushed me down the stairs.'),
    ],
  },
];

/** Swaps every made-up first and last name for its counterpart (names-swapped variants). */
export function swapNames(text: string): string {
  return text.replace(/\b[A-Z][a-z]+\b/g, (w) => NAME_SWAP[w] ?? w);
}

/** One case to read: a base fact in one surface form, with what its sheet must show. */
export interface MetamorphicCase {
  label: string;
  construction: Construction;
  input: CaseFactsInput;
  expect: Expect;
}

function inputOf(b: BaseFact, variant: Variant, swap: (s: string) => string): CaseFactsInput {
  const narrative = variant.field ? 'The case is set for trial.' : swap(variant.text);
  const common = {
    caseTitle: 'A case',
    caseDescription: narrative,
    clientName: swap(b.clientName),
    keyWitnesses: (b.witnesses ?? []).map(swap),
  };
  if (b.category === 'family')
    return {
      ...common,
      caseCategory: 'family',
      caseType: b.type,
      state: 'OH',
      city: 'Columbus',
      ...(b.opposing ? { opposingParty: swap(b.opposing) } : {}),
      family: { relationshipStatus: 'separated', childrenInvolved: true, supportRequested: false },
    };
  return {
    ...common,
    caseCategory: 'criminal',
    caseType: b.type,
    state: 'TX',
    city: 'Austin',
    opposingParty: 'State of Texas',
    criminal: {
      chargeDetails: 'See the description',
      evidenceStrength: 'moderate',
      defenseStrategy: '',
      ...(variant.field === 'prior' ? { priorConvictions: variant.text } : {}),
      ...(variant.field === 'bail' ? { bailStatus: variant.text } : {}),
    },
  };
}

function swapExpect(e: Expect, swap: (s: string) => string): Expect {
  const names = (r?: Record<string, Side>) => (r ? Object.fromEntries(Object.entries(r).map(([k, s]) => [swap(k), s])) : undefined);
  const evs = (l?: EvidenceExpect[]) => l?.map((x) => (x.whose ? { ...x, whose: swap(x.whose) } : x));
  const out: Expect = { ...e };
  if (e.sides) out.sides = names(e.sides)!;
  if (e.notSides) out.notSides = names(e.notSides)!;
  if (e.evidence) out.evidence = evs(e.evidence)!;
  if (e.noEvidence) out.noEvidence = evs(e.noEvidence)!;
  return out;
}

/** Every variant of every base fact, plus each base's first form with the names swapped. */
export function metamorphicCases(): MetamorphicCase[] {
  const same = (s: string) => s;
  const out: MetamorphicCase[] = [];
  for (const b of BASE_FACTS) {
    for (const variant of b.variants)
      out.push({
        label: `${b.id} / ${variant.construction}`,
        construction: variant.construction,
        input: inputOf(b, variant, same),
        expect: variant.expect ?? b.expect,
      });
    const first = b.variants[0]!;
    out.push({
      label: `${b.id} / names-swapped`,
      construction: 'names-swapped',
      input: inputOf(b, first, swapNames),
      expect: swapExpect(first.expect ?? b.expect, swapNames),
    });
  }
  return out;
}

const kinds = (k: EvidenceKind | EvidenceKind[]) => (Array.isArray(k) ? k : [k]);

/** What the sheet gets wrong against the expectation ([] when it reads as it must). */
export function mismatches(facts: FactSheet, e: Expect): string[] {
  const out: string[] = [];
  const personId = (name: string) => facts.people.find((p) => p.name.toLowerCase().includes(name.toLowerCase()))?.id;
  const matches = (x: EvidenceExpect, item: FactSheet['evidence'][number]) =>
    kinds(x.kind).includes(item.kind) &&
    (!x.direction || item.direction === x.direction) &&
    (!x.whose || item.whose === (x.whose === 'client' ? 'client' : (personId(x.whose) ?? `?${x.whose}`)));
  const show = (x: EvidenceExpect) => `${kinds(x.kind).join('|')}/${x.direction ?? '*'}${x.whose ? `/${x.whose}` : ''}`;
  for (const x of e.evidence ?? []) if (!facts.evidence.some((i) => matches(x, i))) out.push(`missing evidence ${show(x)}`);
  for (const x of e.noEvidence ?? []) if (facts.evidence.some((i) => matches(x, i))) out.push(`unwanted evidence ${show(x)}`);
  const sideOf = (name: string) => facts.people.find((p) => p.name.toLowerCase().includes(name.toLowerCase()))?.side;
  for (const [name, side] of Object.entries(e.sides ?? {}))
    if (sideOf(name) !== side) out.push(`${name}: side ${sideOf(name) ?? 'not listed'}, expected ${side}`);
  for (const [name, side] of Object.entries(e.notSides ?? {}))
    if (sideOf(name) === side) out.push(`${name}: side ${side}, expected another`);
  const famMatch = (x: FamilyExpect, f: FactSheet['familyFactors'][number]) =>
    f.key === x.key && (!x.direction || f.direction === x.direction) && (x.value === undefined || f.value === x.value);
  for (const x of e.family ?? [])
    if (!facts.familyFactors.some((f) => famMatch(x, f))) out.push(`missing family ${x.key}/${x.direction ?? '*'}${x.value ?? ''}`);
  for (const x of e.noFamily ?? [])
    if (facts.familyFactors.some((f) => famMatch(x, f))) out.push(`unwanted family ${x.key}/${x.direction ?? '*'}`);
  if (e.priorCount !== undefined && facts.priorRecord.count !== e.priorCount)
    out.push(`prior count ${facts.priorRecord.count}, expected ${e.priorCount}`);
  if (e.detention && facts.procedural.detention !== e.detention)
    out.push(`detention ${facts.procedural.detention}, expected ${e.detention}`);
  if (e.suppression !== undefined && facts.procedural.suppressionIssue !== e.suppression)
    out.push(`suppression ${facts.procedural.suppressionIssue}, expected ${e.suppression}`);
  return out;
}
