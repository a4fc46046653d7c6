// The people of a case, their roles and their sides relative to the client, read from what the
// text says they did — never from being listed as a witness.
import { describe, expect, it } from 'vitest';
import { criminal, family, flagCodes, person, read } from './fixtures.js';

describe('people: roles and sides', () => {
  it('lists the complainant and the arresting officer against the client even when they are listed as witnesses', () => {
    const { facts, flags } = read(
      criminal({
        description:
          'Officer Diaz arrested my client outside the bar after the complainant, Kyle Brandt, told him my client punched him. My client says Kyle swung first.',
        witnesses: ['Officer Diaz', 'Kyle Brandt'],
      }),
    );
    expect(person(facts, 'Diaz')).toMatchObject({ role: 'police-officer', side: 'against', listedWitness: true });
    expect(person(facts, 'Brandt')).toMatchObject({ side: 'against', listedWitness: true });
    expect(['complainant', 'victim']).toContain(person(facts, 'Brandt')!.role);
    expect(flagCodes(flags)).not.toContain('witness-side-unknown');
  });

  it('reads a title as a police role: Detective, Sgt., Trooper', () => {
    const { facts } = read(
      criminal({
        description: 'Detective Ramos interviewed me for six hours. Sgt. Miller and Trooper Gonzalez searched my truck and arrested me.',
      }),
    );
    for (const n of ['Ramos', 'Miller', 'Gonzalez']) expect(person(facts, n)).toMatchObject({ role: 'police-officer', side: 'against' });
  });

  it('puts a co-defendant cooperating with the prosecution against the client ("the CEO is cooperating against her")', () => {
    const { facts } = read(
      criminal({
        description: 'My client was the CFO. The CEO, Mark Hanley, is cooperating against her and has a plea deal with the government.',
        type: 'fraud',
        charges: 'Wire fraud',
      }),
    );
    expect(person(facts, 'Hanley')).toMatchObject({ side: 'against' });
  });

  it('keeps an unnamed cooperator on the sheet when it is all the text gives', () => {
    const { facts } = read(
      criminal({ description: 'The CEO is cooperating against her.', clientName: 'Dana Price', type: 'fraud', charges: 'Wire fraud' }),
    );
    const ceo = facts.people.find((p) => /ceo/i.test(p.name));
    expect(ceo?.side).toBe('against');
  });

  it('puts an alibi witness for the client: "she says he was with her at the movies"', () => {
    const { facts } = read(
      criminal({
        description:
          'Darnell was arrested for a robbery across town. His girlfriend, Ms. Okafor, says he was with her at the movies all night.',
        clientName: 'Darnell Hayes',
        witnesses: ['Tasha Okafor'],
      }),
    );
    expect(person(facts, 'Okafor')).toMatchObject({ role: 'alibi-witness', side: 'for', listedWitness: true });
  });

  it('puts a witness who saw the other man start it for the client, and the other man against', () => {
    const { facts } = read(
      criminal({
        description: 'My buddy Marco saw the whole thing and says Kyle pushed me first. Kyle needed four stitches.',
        witnesses: ['Marco Villanueva', 'Kyle Brandt'],
      }),
    );
    expect(person(facts, 'Marco')).toMatchObject({ side: 'for' });
    expect(person(facts, 'Kyle')).toMatchObject({ side: 'against' });
  });

  it('puts an eyewitness who identified the client against', () => {
    const { facts } = read(
      criminal({
        description: 'The clerk, Anita Shah, picked Luis out of a photo array two days later.',
        clientName: 'Luis Moreno',
        type: 'robbery',
        charges: 'Robbery',
      }),
    );
    expect(person(facts, 'Shah')).toMatchObject({ side: 'against' });
  });

  it('puts someone whose roommate confession helps the client on the client\u2019s side', () => {
    const { facts } = read(
      criminal({
        description:
          'Police found cocaine in the apartment Marcus shares with his roommate Kevin Bell. Kevin later confessed the cocaine was his.',
        clientName: 'Marcus Lee',
        type: 'drug-offenses',
        charges: 'Possession of cocaine',
      }),
    );
    expect(person(facts, 'Kevin Bell')).toMatchObject({ side: 'for' });
  });

  it('turns a complainant who recanted to the client\u2019s side', () => {
    const { facts } = read(
      criminal({
        description:
          'My girlfriend Monique called 911 and said I choked her. A week later she wrote to the prosecutor that she made it up because she was angry.',
        witnesses: ['Monique Fairley'],
      }),
    );
    expect(person(facts, 'Monique')).toMatchObject({ side: 'for' });
  });

  it('reads the victim of what the client is accused of as against', () => {
    const { facts } = read(
      criminal({ description: 'Police say Jerome punched Tom Reyes in the face outside the club.', clientName: 'Jerome Hill' }),
    );
    expect(person(facts, 'Reyes')).toMatchObject({ side: 'against' });
  });

  it('says unknown, with a flag, for a listed witness the text says nothing of', () => {
    const { facts, flags } = read(criminal({ description: 'I was arrested after a fight at a bar.', witnesses: ['Jane Roe'] }));
    expect(person(facts, 'Jane Roe')).toMatchObject({ side: 'unknown', listedWitness: true, quote: '' });
    expect(flagCodes(flags)).toContain('witness-side-unknown');
  });

  it('merges full name, first name and surname mentions of one person', () => {
    const { facts } = read(
      criminal({
        description: 'Kevin Bell lives with my client. Bell told police the bag was his. Kevin will testify for the defense.',
        witnesses: ['Kevin Bell'],
      }),
    );
    expect(facts.people.filter((p) => /bell|kevin/i.test(p.name))).toHaveLength(1);
  });

  it('puts a witness who contradicts the client\u2019s account against, one who backs it up for', () => {
    const { facts } = read(
      criminal({
        description: 'Linda Voss says I told her to hide the cash sales. My accountant, Mark Feldman, supports my account of the books.',
        type: 'tax-evasion',
        charges: 'Tax evasion',
      }),
    );
    expect(person(facts, 'Voss')).toMatchObject({ side: 'against' });
    expect(person(facts, 'Feldman')).toMatchObject({ side: 'for' });
  });

  it('family: the other parent is against, a child neutral, the client\u2019s own mother for', () => {
    const { facts } = read(
      family({
        description:
          'My ex-husband Brian Cole filed for custody of our son Eli, who is 7. My mother, Ruth Adams, watches Eli after school and will testify that I am a good mother.',
        opposing: 'Brian Cole',
        witnesses: ['Ruth Adams'],
      }),
    );
    expect(person(facts, 'Brian Cole')).toMatchObject({ role: 'other-parent', side: 'against' });
    expect(person(facts, 'Eli')).toMatchObject({ role: 'child', side: 'neutral' });
    expect(person(facts, 'Ruth Adams')).toMatchObject({ side: 'for' });
  });

  it('family: the police who arrested the abusive parent are on the client\u2019s side', () => {
    const { facts } = read(
      family({
        description: 'My husband Scott pushed me against the wall and choked me. Officer Dan Pruitt arrested him that night.',
        type: 'domestic-violence',
        opposing: 'Scott Lind',
        witnesses: ['Officer Dan Pruitt'],
      }),
    );
    expect(person(facts, 'Pruitt')).toMatchObject({ role: 'police-officer', side: 'for' });
  });

  it('family: someone who sides with the other parent takes that side ("his mother believes him")', () => {
    const { facts } = read(
      family({
        description: 'My ex Ryan says I hit him, which never happened. His mother Janet believes him and helps him with the kids.',
        opposing: 'Ryan Sobczak',
        witnesses: ['Janet Sobczak'],
      }),
    );
    expect(person(facts, 'Janet')).toMatchObject({ side: 'against' });
  });

  it('does not make a person of a place or a statute', () => {
    const { facts } = read(
      criminal({ description: 'I was arrested on Main Street in Houston under Texas Penal Code 22.01 after a fight at the Walmart.' }),
    );
    expect(facts.people.map((p) => p.name)).toEqual([]);
  });
});

describe('people: names that are no person', () => {
  it('leaves out a town named only as a place, a statute abbreviation and a case name', () => {
    const { facts } = read(
      criminal({
        description:
          'The trooper pulled me over outside Eau Claire for speeding and kept me there waiting for a dog. My cousin Shawn was in the car.',
        clientName: 'Amber Kowalczyk',
        charges: 'Possession, Va. Code Ann. § 18.2-250',
        defense: 'Motion to suppress: the stop was dragged out (Rodriguez v. United States).',
        type: 'drug-offenses',
      }),
    );
    const names = facts.people.map((p) => p.name);
    expect(names.some((n) => /Eau Claire|^Ann$|Rodriguez/.test(n))).toBe(false);
    expect(names.some((n) => /Shawn/.test(n))).toBe(true);
  });
});

describe('people: places and bodies are not people', () => {
  it('reads a street, a county, a public body and a company as no one, by the head noun of the name', () => {
    const { facts } = read(
      criminal({
        description:
          'Tomas Reyna says he saw me on Lamar Boulevard at midnight. I filed my papers in the Travis County court and my mother called Social Security about her checks. I worked for Keystone Facility Services until May.',
        clientName: 'Eddie Solis',
        type: 'burglary',
        charges: 'Burglary of a habitation',
      }),
    );
    const names = facts.people.map((p) => p.name);
    expect(names.some((n) => /Reyna/.test(n))).toBe(true);
    for (const notAPerson of ['Lamar', 'Travis', 'Social', 'Keystone']) expect(names.join('|')).not.toContain(notAPerson);
  });

  it('keeps a person whose surname is a word ("Officer Park", a listed "Grace Hall")', () => {
    const { facts } = read(
      criminal({ description: 'Officer Park stopped me. Grace Hall saw the whole thing from her porch.', witnesses: ['Grace Hall'] }),
    );
    expect(person(facts, 'Park')).toMatchObject({ role: 'police-officer' });
    expect(person(facts, 'Hall')).toBeDefined();
  });

  it('takes "None" or "N/A" in a name field for no one, and the form’s city alone for the place', () => {
    const { facts } = read(
      family({
        description:
          'After the divorce I moved back to Columbus with the kids. Their father lives in Dayton and has not visited since spring.',
        opposing: 'None',
        witnesses: ['N/A'],
      }),
    );
    expect(facts.people.map((p) => p.name)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(?:None|N\/A|Columbus)$/)]));
  });
});

describe('people: the client’s companion', () => {
  it('puts a friend who "was with me all night" on the client’s side, even when she will repeat what the client did', () => {
    const { facts } = read(
      criminal({
        description:
          'Officer Hale arrested me after a fight outside the bar. Marisol was with me all night and will say I had one beer and was trying to leave.',
        clientName: 'Tessa Grant',
        witnesses: ['Marisol Vega'],
        type: 'battery',
        charges: 'Battery',
      }),
    );
    expect(person(facts, 'Vega')).toMatchObject({ side: 'for' });
  });
});

describe('people: the children of a family matter', () => {
  it('reads a person given an age under 18 as a child, on no parent’s side for being "my son" or "her daughter"', () => {
    const { facts } = read(
      family({
        description:
          'My ex-husband Carl Brandt wants full custody. Our children are Nico, 10, and Pia (7). I also look after my grandson Theo, who is 4. My son Felix, 19, is away at college.',
        clientName: 'Ines Brandt',
        opposing: 'Carl Brandt',
      }),
    );
    for (const n of ['Nico', 'Pia', 'Theo']) expect(person(facts, n)).toMatchObject({ role: 'child', side: 'neutral' });
    expect(person(facts, 'Felix')?.side).not.toBe('neutral');
  });

  it('takes a child’s side from what the child wants: to live at a parent’s home, or to have what is the parent’s', () => {
    const { facts } = read(
      family({
        description:
          'My ex-wife Dora Lind filed to move the children to Reno. Our kids are Greta, 13, and Bruno, 8. Greta told the evaluator she wants to stay at my house on school nights. Bruno says he wants my last name.',
        clientName: 'Piet Lind',
        opposing: 'Dora Lind',
      }),
    );
    expect(person(facts, 'Greta')).toMatchObject({ role: 'child', side: 'for' });
    expect(person(facts, 'Bruno')).toMatchObject({ role: 'child', side: 'for' });
  });
});

describe('people: hired experts', () => {
  it('puts an expert on the side of whoever hired them: the defense for the client, anyone else in a criminal case against', () => {
    const { facts } = read(
      criminal({
        description:
          'The credit union hired a fraud examiner, Nora Quill, whose report blames the shortfall on my branch. My attorney retained an accountant, Ivo Petrak, who traced the missing deposits to a software error. A statistician we hired, Dr. Lea Morn, reviewed the ledgers too.',
        clientName: 'Sam Ortiz',
        type: 'white-collar-crime',
        charges: 'Embezzlement',
      }),
    );
    expect(person(facts, 'Quill')).toMatchObject({ role: 'expert', side: 'against' });
    expect(person(facts, 'Petrak')).toMatchObject({ role: 'expert', side: 'for' });
    expect(person(facts, 'Morn')).toMatchObject({ role: 'expert', side: 'for' });
  });
});

describe('people: what a witness says of the client', () => {
  it('reads "she told me to sign the checks" as her bidding, not a report of the client’s act', () => {
    const { facts } = read(
      criminal({
        description:
          'I managed the books for my uncle Ray Tolman until he died. The transfers were ones he told me to make each month for my wages.',
        clientName: 'Jo Baptiste',
        type: 'white-collar-crime',
        charges: 'Theft by fiduciary',
      }),
    );
    expect(person(facts, 'Tolman')?.side).not.toBe('against');
  });

  it('puts a witness who says the client was with him, somewhere else, on the client’s side (the pronoun is the sayer)', () => {
    const { facts } = read(
      criminal({
        description:
          'A man got cut during a fight in the parking lot. The bouncer at the door, Otis Crane, says I was inside with him at the bar when the fight started.',
        clientName: 'Lucas Ferro',
        witnesses: ['Otis Crane'],
      }),
    );
    expect(person(facts, 'Crane')).toMatchObject({ side: 'for' });
  });

  it('puts a witness who says the client kept to the rules on the client’s side', () => {
    const { facts } = read(
      criminal({
        description:
          'A client of the clinic says I touched her during a therapy session. My supervisor, Ruth Ambler, says I always followed the chaperone policy.',
        clientName: 'Noel Garner',
        witnesses: ['Ruth Ambler'],
        type: 'sexual-assault',
        charges: 'Sexual assault',
      }),
    );
    expect(person(facts, 'Ambler')).toMatchObject({ side: 'for' });
  });

  it('reads someone who came forward about the client as an accuser, with her testimony against', () => {
    const { facts } = read(
      criminal({
        description:
          'I coach a youth swim team. After the first report, a former swimmer, Megan Pruitt, came forward about a trip she took with me in 2021.',
        clientName: 'Gavin Hollis',
        type: 'sexual-assault',
        charges: 'Sexual abuse of a minor',
      }),
    );
    expect(person(facts, 'Pruitt')).toMatchObject({ role: 'complainant', side: 'against' });
    expect(facts.evidence.some((e) => e.kind === 'testimony' && e.direction === 'against')).toBe(true);
  });

  it('puts someone the complainant told of her own wrong on the client’s side ("she told her cousin she threw the first punch")', () => {
    const { facts } = read(
      criminal({
        description:
          'Tanya Roos says I hit her at a party. A week later Tanya told her cousin Lena Marsh that she threw the first punch, and Lena will say so in court.',
        clientName: 'Cole Biers',
        witnesses: ['Lena Marsh'],
      }),
    );
    expect(person(facts, 'Marsh')).toMatchObject({ side: 'for' });
    expect(person(facts, 'Roos')).toMatchObject({ side: 'against' });
  });

  it('puts a neighbor who heard the complainant shout a threat ("I\'ll kill you") on the client’s side', () => {
    const { facts } = read(
      criminal({
        description:
          'My roommate Gus Farrow says I broke his nose. The landlord, Mr. Alvin Teague, heard Gus yelling "I\'m going to kill you" just before the noise.',
        clientName: 'Ray Dunne',
        witnesses: ['Alvin Teague'],
      }),
    );
    expect(person(facts, 'Teague')).toMatchObject({ side: 'for' });
  });
});

describe('people: titles and recommendations', () => {
  it('reads "Special Agent", "Senior Trooper" as the title after its modifier, in the form and in the text', () => {
    const { facts } = read(
      criminal({
        description: 'Special Agent Dara Quill of the FBI interviewed me at my office in April.',
        clientName: 'Owen Pratt',
        witnesses: ['Special Agent Dara Quill', 'Senior Trooper Ann Lutz'],
        type: 'white-collar-crime',
        charges: 'Wire fraud',
      }),
    );
    expect(facts.people.filter((p) => /Quill/.test(p.name))).toHaveLength(1);
    expect(person(facts, 'Quill')).toMatchObject({ role: 'police-officer', side: 'against' });
    expect(person(facts, 'Lutz')).toMatchObject({ role: 'police-officer', side: 'against' });
  });

  it('puts an evaluator whose report recommends shared custody against a client who asks for sole custody', () => {
    const input = family({
      description:
        'My ex-wife Petra Lund and I both want the children. The court appointed a custody evaluator, Dr. Hal Brecht. His report recommends joint physical custody, alternating weeks.',
      clientName: 'Jonas Lund',
      opposing: 'Petra Lund',
      preference: 'sole',
    });
    expect(person(read(input).facts, 'Brecht')).toMatchObject({ side: 'against' });
    const joint = { ...input, family: { ...input.family!, custodyPreference: 'joint' as const } };
    expect(person(read(joint).facts, 'Brecht')).toMatchObject({ side: 'for' });
  });

  it('puts who brought the matter to the authorities against the client in a criminal case, after an aside too', () => {
    const { facts } = read(
      criminal({
        description:
          'The money in the church account went missing in June. The treasurer, Vera Sand, who keeps the books, went to the district attorney. A neighbor, Hal Ostby, heard yelling and called the police.',
        clientName: 'Lyle Borg',
        type: 'white-collar-crime',
        charges: 'Theft',
      }),
    );
    expect(person(facts, 'Sand')).toMatchObject({ side: 'against' });
    expect(person(facts, 'Ostby')).toMatchObject({ side: 'against' });
  });

  it('puts the host the client was with on the client’s side ("the cousin whose house I was at", "I was at Rudy\'s place")', () => {
    const { facts } = read(
      criminal({
        description:
          "A man says I hit him outside a bar downtown at ten. Nell Ortega is the cousin whose house I was at; she will say I had one glass of wine with dinner. Before that I was at Rudy Kamps's place for an hour.",
        clientName: 'Tess Ibarra',
        witnesses: ['Nell Ortega', 'Rudy Kamps'],
      }),
    );
    expect(person(facts, 'Ortega')).toMatchObject({ side: 'for' });
    expect(person(facts, 'Kamps')).toMatchObject({ side: 'for' });
  });

  it('puts a witness who saw a thing of the kind the client has against the client ("saw a green pickup … I drive a green pickup")', () => {
    const { facts } = read(
      criminal({
        description:
          'Someone broke into the pharmacy on Elm Street at night. A delivery driver, Omar Tisch, says he saw a green pickup truck behind the store, and I drive a green pickup truck.',
        clientName: 'Kyle Baxter',
        witnesses: ['Omar Tisch'],
        type: 'burglary',
        charges: 'Burglary',
      }),
    );
    expect(person(facts, 'Tisch')).toMatchObject({ side: 'against' });
  });

  it('reads the one who died as the victim in a charge of a death, and not outside one', () => {
    const description = 'We argued in the parking lot. The other driver, Abel Strom, died at the hospital two days later.';
    const homicide = read(criminal({ description, clientName: 'Reid Mott', type: 'homicide', charges: 'Manslaughter' })).facts;
    expect(person(homicide, 'Strom')).toMatchObject({ role: 'victim', side: 'against' });
    const theft = read(criminal({ description, clientName: 'Reid Mott', type: 'grand-theft', charges: 'Theft' })).facts;
    expect(person(theft, 'Strom')?.role).not.toBe('victim');
  });

  it('reads whoever paid the client as the one wronged in a fraud charge, and not in an assault charge', () => {
    const description = 'I do roofing. Mr. Edwin Fahl, who is 81, paid me $6,000 for a roof I never finished.';
    const fraud = read(criminal({ description, clientName: 'Dale Rusk', type: 'fraud', charges: 'Home repair fraud' })).facts;
    expect(person(fraud, 'Fahl')).toMatchObject({ role: 'victim', side: 'against' });
    const assault = read(criminal({ description, clientName: 'Dale Rusk', type: 'assault', charges: 'Assault' })).facts;
    expect(person(assault, 'Fahl')?.role).not.toBe('victim');
  });

  it('keeps a shared surname apart when the courtesy title is of the other gender ("Ms. Varga" is not the client Owen Varga)', () => {
    const { facts } = read(
      family({
        description:
          "Ms. Varga, who has the children during the school week, filed a motion to move with them to Tucson. She gave our client, Owen Varga, two weeks' notice. Mr. Varga has the children every other weekend and has never missed one. We have filed an objection.",
        clientName: 'Owen Varga',
        opposing: 'Lena Varga',
        type: 'child-custody',
      }),
    );
    expect(facts.clientParent).toBe('father');
    expect(facts.clientRole).toBe('respondent');
    expect(person(facts, 'Lena Varga')).toMatchObject({ side: 'against' });
  });
});
