// Constructions the reader was missing on the fifth development part (decision 0073), each on a
// sentence written for the test: a sentence that opens with a subordinate clause, menace aimed "at"
// the client, a witness in a family matter about one party's violence, an officer's report as his
// account, a note's label denied after its colon, a person not found, a 911 call made by someone on a
// side, the victim an offence is "of", a protection order named for abuse, the other party's side.
import { describe, expect, it } from 'vitest';
import { clausesOf } from './clauses.js';
import { parseSegments } from './nlp.js';
import { criminal, evidenceOf, family, person, read } from './fixtures.js';

describe('constructions (decision 0073): clause structure', () => {
  it('reads a sentence that opens with "When …" as a subordinate clause before its main clause', () => {
    const [s] = parseSegments([{ index: 0, field: 'caseDescription', text: 'When I unlocked the gate he pushed it open and hit me.' }]);
    const cls = clausesOf(s!);
    expect(cls[0]!.link).toBe('when');
    expect(cls[1]!.parent).toBeUndefined();
  });

  it('does not read the client\u2019s act in an opening "when" clause as an admission', () => {
    const { facts } = read(
      family({
        description:
          'When I opened it on the latch my ex-boyfriend kicked the door in and grabbed me by the arm. I am asking for a final protection order.',
        clientName: 'Dana Whit',
        opposing: 'Cole Bryer',
        type: 'restraining-orders',
      }),
    );
    expect(evidenceOf(facts, 'admission')).toEqual([]);
    expect(facts.clientRole).toBe('petitioner');
  });
});

describe('constructions (decision 0073): what a witness saw, told in reported speech', () => {
  it('reads a witness who says she saw the other man raise a weapon "at" the client as for the client', () => {
    const { facts } = read(
      criminal({
        description:
          'Grady had been drinking and got out a revolver. Mina Ortiz told the deputy she saw Grady raise the revolver at Tomas before Tomas fired.',
        clientName: 'Tomas Lind',
        witnesses: ['Mina Ortiz'],
        type: 'homicide',
        charges: 'Second-degree murder',
      }),
    );
    expect(person(facts, 'Mina Ortiz')).toMatchObject({ side: 'for' });
    expect(evidenceOf(facts, 'eyewitness')).toEqual([expect.objectContaining({ direction: 'for' })]);
  });

  it('puts a neighbour who heard the client scream on the client\u2019s side in a family matter about the other party\u2019s violence', () => {
    const { facts } = read(
      family({
        description:
          'My husband Ray Dunn threw me against the fridge and choked me. Our neighbor, Pat Oyelaran, told the officer he heard me crying for help and saw Ray leave. I am asking for a protective order.',
        clientName: 'Ivy Dunn',
        opposing: 'Ray Dunn',
        witnesses: ['Pat Oyelaran'],
        type: 'domestic-violence',
      }),
    );
    expect(person(facts, 'Pat Oyelaran')).toMatchObject({ side: 'for' });
    expect(evidenceOf(facts, 'eyewitness')).toEqual([expect.objectContaining({ direction: 'for' })]);
  });

  it('reads what an officer "wrote in his report" as the officer\u2019s account, not a record of its own', () => {
    const { facts } = read(
      criminal({
        description: 'Trooper Ana Welk wrote in her report that I swerved twice and smelled of beer.',
        clientName: 'Joel Amari',
        witnesses: ['Trooper Ana Welk'],
        type: 'dui',
        charges: 'DUI',
      }),
    );
    expect(evidenceOf(facts, 'testimony')).toEqual([expect.objectContaining({ direction: 'against' })]);
    expect(evidenceOf(facts, 'records')).toEqual([]);
  });
});

describe('constructions (decision 0073): notes and searches', () => {
  it('reads a note\u2019s label denied after its colon ("Lab: no prints …") as evidence for the client', () => {
    const { facts } = read(
      criminal({
        description: '- Car belongs to a friend.\n- Lab: no prints of the client on the wheel or the bag.',
        clientName: 'Omari Fenn',
        type: 'drug-offenses',
        charges: 'Possession',
      }),
    );
    expect(evidenceOf(facts, 'forensic')).toEqual([expect.objectContaining({ direction: 'for' })]);
  });

  it('does not read a person who was never found as a search that came up empty', () => {
    const { facts } = read(
      criminal({
        description: 'The second suspect was never found. The getaway driver never identified.',
        clientName: 'Omari Fenn',
        type: 'robbery',
        charges: 'Robbery',
      }),
    );
    expect(evidenceOf(facts, 'physical')).toEqual([]);
  });
});

describe('constructions (decision 0073): sides', () => {
  it('reads a 911 call made by someone on the client\u2019s side as for the client', () => {
    const { facts } = read(
      criminal({
        description:
          'The man came at my husband Arlo with a tire iron in our garage. I saw the whole thing. I called 911 at 9:02 and the call was recorded.',
        clientName: 'Arlo Keene',
        witnesses: ['Bess Keene'],
        type: 'assault',
        charges: 'Aggravated assault',
      }),
    );
    expect(evidenceOf(facts, 'records').map((e) => e.direction)).not.toContain('against');
  });

  it('reads the person a charge names as killed ("the death of …") as its victim, against the client', () => {
    const { facts } = read(
      criminal({
        description: 'Our client is charged with the death of his neighbor, Carl Voss, after a fight in the driveway.',
        clientName: 'Emil Sand',
        type: 'homicide',
        charges: 'Manslaughter',
      }),
    );
    expect(person(facts, 'Carl Voss')).toMatchObject({ side: 'against' });
  });

  it('does not read "a Protection from Abuse order" the client asks for as abuse by the client', () => {
    const { facts } = read(
      family({
        description: 'My ex-partner Dale Frey punched me in the stomach on June 2. I am asking for a final Protection from Abuse order.',
        clientName: 'Tess Moore',
        opposing: 'Dale Frey',
        type: 'restraining-orders',
      }),
    );
    expect(facts.clientRole).toBe('petitioner');
    expect(facts.familyFactors.map((f) => f.key)).not.toContain('domestic-violence-by-client');
  });

  it('keeps the other party of a family matter on the other side, whatever kind words the text has for them', () => {
    const { facts } = read(
      family({
        description:
          'Our daughter, Lena Hart, is a good mother and I do not say otherwise. Since March she has not let us see our grandson. We filed a petition for grandparent visitation.',
        clientName: 'Ralph Hart',
        opposing: 'Lena Hart',
        type: 'visitation-rights',
      }),
    );
    expect(person(facts, 'Lena Hart')).toMatchObject({ side: 'against' });
  });
});

describe('constructions (decision 0073): papers', () => {
  it('reads a thing the text says shows something as a record ("her own planner shows …"), on the client\u2019s side in a family matter', () => {
    const { facts } = read(
      family({
        description:
          'Nadia Ross has every other weekend with our son. Her own planner, which she sent me, shows she skipped 9 of her 24 weekends this year.',
        clientName: 'Leon Ross',
        opposing: 'Nadia Ross',
        type: 'child-custody',
      }),
    );
    expect(evidenceOf(facts, 'records')).toEqual([expect.objectContaining({ direction: 'for' })]);
  });

  it('keeps two papers of different names, each someone\u2019s own, as two records', () => {
    const { facts } = read(
      family({
        description:
          'The county payment ledger shows Victor paid nothing last year. My W-2 shows I earned $41,000. My landlord\u2019s letter shows my rent went up to $1,900.',
        clientName: 'Alma Ruiz',
        opposing: 'Victor Ruiz',
        type: 'child-support',
        support: true,
      }),
    );
    expect(evidenceOf(facts, 'records').length).toBeGreaterThanOrEqual(3);
    expect(evidenceOf(facts, 'records').map((e) => e.direction)).not.toContain('against');
  });

  it('reads a record of the other party paying nothing as for the client', () => {
    const { facts } = read(
      family({
        description:
          'Rick Pell is Mia\u2019s father. The state disbursement records show Rick has paid nothing since 2022. We are asking to adopt Mia.',
        clientName: 'Sam Cole',
        opposing: 'Rick Pell',
        type: 'adoption',
      }),
    );
    expect(evidenceOf(facts, 'records')).toEqual([expect.objectContaining({ direction: 'for' })]);
  });

  it('reads a log of the State\u2019s equipment failing as for the defence', () => {
    const { facts } = read(
      criminal({
        description: 'I blew 0.09. The breath machine\u2019s maintenance log shows it was out of calibration the week before.',
        clientName: 'Rex Pol',
        type: 'dui',
        charges: 'DUI',
      }),
    );
    expect(evidenceOf(facts, 'records')).toEqual([expect.objectContaining({ direction: 'for' })]);
  });
});

describe('constructions (decision 0073): who asks, in notes and in answers', () => {
  it('reads a bare label in notes ("Motion: …", "Relief sought: …") as the client\u2019s own request', () => {
    const { facts } = read(
      family({
        description:
          'Client: Ari Bell (father). Other parent: Joy Tran.\nMotion: unsupervised parenting time on alternate weekends.\nJoy opposes.',
        clientName: 'Ari Bell',
        opposing: 'Joy Tran',
        type: 'visitation-rights',
      }),
    );
    expect(facts.clientRole).toBe('petitioner');
  });

  it('reads asking the court to deny the other parent\u2019s request to move as the answering party\u2019s', () => {
    const { facts } = read(
      family({
        description: 'My ex-husband, Carl Ives, filed a request to move with our daughter to Utah. I am asking the court to deny the move.',
        clientName: 'Rosa Ives',
        opposing: 'Carl Ives',
        type: 'child-custody',
      }),
    );
    expect(facts.clientRole).toBe('respondent');
  });
});

describe('constructions (decision 0073): the defence\u2019s own witnesses', () => {
  it('does not read a companion saying the client "came home" at a time as evidence against him', () => {
    const { facts } = read(
      criminal({
        description: 'The store was robbed at 9:00 p.m. His wife, Lia Moss, says he came home from work at 8:40 and never went out again.',
        clientName: 'Ben Moss',
        witnesses: ['Lia Moss'],
        type: 'robbery',
        charges: 'Robbery',
      }),
    );
    expect(person(facts, 'Lia Moss')).toMatchObject({ side: 'for' });
    expect(facts.evidence.filter((e) => e.direction === 'against')).toEqual([]);
  });

  it('reads "our toxicologist" in the lawyer\u2019s account as the defence\u2019s expert', () => {
    const { facts } = read(
      criminal({
        description:
          'Her blood came back at 0.10 two hours later. Our pharmacologist, Dr. Hal Brun, will testify that she was under 0.08 when she drove.',
        clientName: 'Kay Orr',
        witnesses: ['Dr. Hal Brun'],
        type: 'dui',
        charges: 'DUI',
      }),
    );
    expect(person(facts, 'Hal Brun')).toMatchObject({ side: 'for' });
    expect(evidenceOf(facts, 'expert')).toEqual([expect.objectContaining({ direction: 'for' })]);
  });

  it('reads an expert who told the client something, in a family matter, as consulted by the client', () => {
    const { facts } = read(
      family({
        description: 'A career counselor told me I could earn about $28,000 after two years of training. I am asking for alimony.',
        clientName: 'June Park',
        opposing: 'Neil Park',
        type: 'spousal-support-alimony',
        support: true,
      }),
    );
    expect(evidenceOf(facts, 'expert')).toEqual([expect.objectContaining({ direction: 'for' })]);
  });
});

describe('constructions (decision 0073): a note\u2019s label is no person', () => {
  it('does not read "Relief sought:" at the head of a line as someone named Relief', () => {
    const { facts } = read(
      family({
        description: 'Client: Ona Reyes (mother).\nRelief sought: adjudication of parentage and guideline support.',
        clientName: 'Ona Reyes',
        opposing: 'Luis Marr',
        type: 'paternity',
        support: true,
      }),
    );
    expect(facts.people.map((p) => p.name)).not.toContain('Relief');
    expect(facts.clientRole).toBe('petitioner');
  });
});

describe('constructions (decision 0073): whose admission, and whose things', () => {
  it('reads another person claiming the drugs in her own quoted words as her confession, for the client', () => {
    const { facts } = read(
      criminal({
        description:
          "Police found pills under the passenger seat. On one recorded call Dana Kirby tells her sister 'they're all mine, he never knew they were there.'",
        clientName: 'Rob Hale',
        witnesses: ['Dana Kirby'],
        type: 'drug-offenses',
        charges: 'Possession',
      }),
    );
    expect(evidenceOf(facts, 'confession')).toEqual([expect.objectContaining({ direction: 'for', whose: 'dana-kirby' })]);
  });

  it('reads a name after an opening phrase ("On a recorded call Dana told …") as the speaker', () => {
    const [s] = parseSegments([
      { index: 0, field: 'caseDescription', text: 'On a recorded jail call Dana told her sister the pills were hers.' },
    ]);
    const told = clausesOf(s!).find((c) => s!.tokens[c.verb]?.lower === 'told')!;
    expect(told.subjects.map((np) => s!.tokens[np.head]!.text)).toEqual(['Dana']);
  });

  it('reads a thing found among another person\u2019s belongings as pointing to that person, for the client', () => {
    const { facts } = read(
      criminal({
        description: 'The officer found a bag of cocaine in Tara Voss\u2019s backpack in the back seat.',
        clientName: 'Rob Hale',
        witnesses: ['Tara Voss'],
        type: 'drug-offenses',
        charges: 'Possession',
      }),
    );
    expect(evidenceOf(facts, 'physical')).toEqual([expect.objectContaining({ direction: 'for' })]);
  });
});

describe('constructions (decision 0073): verbless note lines', () => {
  it('reads "Back-room camera: shows …" as a recording of what it shows', () => {
    const { facts } = read(
      criminal({
        description: '- Back-room camera: shows client alone at the safe at 11:40 putting cash into his jacket.',
        clientName: 'Ned Ruiz',
        type: 'theft',
        charges: 'Theft',
      }),
    );
    expect(evidenceOf(facts, 'video')).toEqual([expect.objectContaining({ direction: 'against' })]);
  });

  it('reads a recording placing the client "2.5 mi away" as for the client', () => {
    const { facts } = read(
      criminal({
        description:
          '- Charge: burglary on Elm St., 1:10 a.m.\n- Diner video (Route 9, 2.5 mi away): client at the counter from 12:50 to 1:30 a.m.',
        clientName: 'Ned Ruiz',
        type: 'burglary',
        charges: 'Burglary',
      }),
    );
    expect(evidenceOf(facts, 'video')).toEqual([expect.objectContaining({ direction: 'for' })]);
  });

  it('does not read a business named after "outside a" as a person', () => {
    const { facts } = read(
      criminal({
        description: 'The robbery happened outside a Burger Barn on Lake Street at 6 a.m.',
        clientName: 'Ned Ruiz',
        type: 'robbery',
        charges: 'Robbery',
      }),
    );
    expect(facts.people.map((p) => p.name)).not.toContain('Burger Barn');
  });
});

describe('constructions (decision 0073): a subjectless line in the client\u2019s notes', () => {
  it('reads "Completed an anger management class, certificate May 2025" as the client\u2019s record, for the client', () => {
    const { facts } = read(
      family({
        description:
          'Client: Eli Moss (father). Other parent: Kim Hart.\nMotion: overnight parenting time.\n- Completed an anger management class, certificate May 2025.',
        clientName: 'Eli Moss',
        opposing: 'Kim Hart',
        type: 'visitation-rights',
      }),
    );
    expect(evidenceOf(facts, 'records')).toEqual([expect.objectContaining({ direction: 'for' })]);
  });
});

describe('constructions (decision 0073): whose result, whose camera, whose permission', () => {
  it('reads an examiner\u2019s finding of the other man\u2019s intoxication as for the client', () => {
    const { facts } = read(
      criminal({
        description: "Dale Sutter broke into the house and came at me. The medical examiner put Dale Sutter's blood alcohol at 0.24.",
        clientName: 'Ira Stone',
        type: 'homicide',
        charges: 'Manslaughter',
      }),
    );
    expect(facts.evidence.filter((e) => /0\.24/.test(e.quote)).map((e) => e.direction)).toEqual(['for']);
  });

  it('reads photographs "of her neck" as physical evidence of what was done to it', () => {
    const { facts } = read(
      family({
        description: 'My ex-wife Lena Cole says I choked her. The officer took pictures of her neck. I want the petition dismissed.',
        clientName: 'Abe Cole',
        opposing: 'Lena Cole',
        type: 'restraining-orders',
      }),
    );
    expect(evidenceOf(facts, 'physical')).toEqual([expect.objectContaining({ direction: 'against' })]);
  });

  it('reads the client\u2019s own camera showing another man forcing the door as for the client', () => {
    const { facts } = read(
      criminal({
        description:
          'My father Otto Lind lives alone. At 2 a.m. someone forced his garage door. His doorbell camera shows a man prying the door with a bar.',
        clientName: 'Otto Lind',
        type: 'assault',
        charges: 'Aggravated assault',
      }),
    );
    expect(evidenceOf(facts, 'video')).toEqual([expect.objectContaining({ direction: 'for' })]);
  });

  it('does not read a witness who "said I could" as reporting an act of the client\u2019s', () => {
    const { facts } = read(
      criminal({
        description: 'I took the bike for a test ride because the clerk, Sara Oduya, said I could.',
        clientName: 'Tim Ruiz',
        witnesses: ['Sara Oduya'],
        type: 'theft',
        charges: 'Theft',
      }),
    );
    expect(person(facts, 'Sara Oduya')?.side).not.toBe('against');
    expect(evidenceOf(facts, 'testimony').map((e) => e.direction)).not.toContain('against');
  });
});
