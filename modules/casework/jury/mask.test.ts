// Masking a case before it leaves: people by the form's fields and by the shape of a name,
// identifiers by PiiMasker's patterns, and everything restored in the reply.
import { describe, expect, it } from 'vitest';
import { maskCaseFacts, namesIn } from './mask.js';
import { parseCaseFacts } from './types.js';

const custody = parseCaseFacts({
  caseCategory: 'family',
  caseType: 'child-custody',
  caseTitle: 'In re the Marriage of Dolores Whitcombe',
  caseDescription: 'Gareth Whitcombe moved out in May. Officer Pruitt took a report. My address is 88 Birchwood Lane, Dayton, OH 45402.',
  clientName: 'Dolores Whitcombe',
  state: 'OH',
  city: 'Dayton',
  opposingParty: 'Gareth Whitcombe',
  keyWitnesses: ['Anneliese Brandt'],
  family: {
    relationshipStatus: 'separated',
    childrenInvolved: true,
    childrenDetails: 'Two children: Emma is 7 and attends Lincoln Elementary; Noah is 4. Anneliese Brandt babysits them.',
    supportRequested: true,
    supportDetails: 'Gareth earns about $80,000; account number 4410029981 holds our savings.',
  },
});

describe('masking a case', () => {
  it('replaces the people and identifiers in every free-text field, and keeps the rest', () => {
    const m = maskCaseFacts(custody);
    const wire = JSON.stringify(m.facts);
    for (const secret of [
      'Dolores',
      'Gareth',
      'Whitcombe',
      'Pruitt',
      'Anneliese',
      'Brandt',
      'Emma',
      'Noah',
      'Lincoln',
      'Birchwood',
      '4410029981',
    ]) {
      expect(wire, secret).not.toContain(secret);
    }
    expect(m.facts.clientName).toBe('[CLIENT]');
    expect(m.facts.opposingParty).toBe('[OPPOSING_PARTY]');
    expect(m.facts.keyWitnesses).toEqual(['[WITNESS_1]']);
    expect(m.facts.caseTitle).toBe('In re the Marriage of [CLIENT]');
    expect(m.facts.family?.childrenDetails).toBe(
      'Two children: [CHILD_1] is 7 and attends [CHILD_2] Elementary; [CHILD_3] is 4. [WITNESS_1] babysits them.',
    );
    expect(m.facts.caseDescription).toContain('[ADDRESS_1]');
    expect(m.facts.caseDescription).toContain('in May');
    expect(m.facts.family?.supportDetails).toContain('$80,000');
    expect(m.facts.city).toBe('Dayton');
    expect(m.facts.family?.relationshipStatus).toBe('separated');
  });

  it('restores every placeholder in the reply', () => {
    const m = maskCaseFacts(custody);
    expect(m.unmask(m.facts.family!.childrenDetails!)).toBe(custody.family!.childrenDetails);
    expect(m.unmask(m.facts.caseDescription)).toBe(custody.caseDescription);
    expect(m.unmask("[OPPOSING_PARTY] may dispute [CHILD_1]'s schedule; ask [WITNESS_1].")).toBe(
      "Gareth Whitcombe may dispute Emma's schedule; ask Anneliese Brandt.",
    );
    expect(m.originals()).toEqual(expect.arrayContaining(['Dolores Whitcombe', 'Emma', '4410029981']));
  });

  it('masks the parties of a caption but not the State, and keeps the legal words people capitalise', () => {
    const m = maskCaseFacts(
      parseCaseFacts({
        caseCategory: 'criminal',
        caseType: 'homicide',
        caseTitle: 'State v. Reginald Ashby',
        caseDescription: 'Charged with First Degree Murder and Aggravated Assault after a fight with Tobias Quill.',
        state: 'GA',
        city: 'Macon',
        opposingParty: 'State of Georgia',
        criminal: {
          chargeDetails: 'First Degree Murder',
          evidenceStrength: 'strong',
          defenseStrategy: 'Self-defense; Quill came at him with a bat.',
        },
      }),
    );
    expect(m.facts.caseTitle).toBe('State v. [PERSON_1]');
    expect(m.facts.caseDescription).toBe('Charged with First Degree Murder and Aggravated Assault after a fight with [PERSON_2].');
    expect(m.facts.criminal?.defenseStrategy).toBe('Self-defense; [PERSON_2] came at him with a bat.');
    expect(m.facts.opposingParty).toBe('State of Georgia');
  });

  it('masks extra texts (a document) with the same maps, and leaves the form masked as before', () => {
    const report =
      'Report on Gareth Whitcombe: Emma told Dr. Halvorsen that Noah was scared. Call 555-201-9999 or write to gw@example.com.';
    const m = maskCaseFacts(custody, ['Whitcombe report.pdf', report]);
    expect(m.facts).toEqual(maskCaseFacts(custody).facts);
    expect(m.texts).toHaveLength(2);
    expect(m.texts[0]).toBe('[CLIENT] report.pdf');
    for (const secret of ['Gareth', 'Whitcombe', 'Emma', 'Noah', 'Halvorsen', '555-201-9999', 'gw@example.com'])
      expect(m.texts[1], secret).not.toContain(secret);
    expect(m.texts[1]).toContain('[OPPOSING_PARTY]');
    expect(m.texts[1]).toContain('[CHILD_1] told Dr. [PERSON_');
    expect(m.texts[1]).toContain('[CHILD_3] was scared');
    expect(m.unmask(m.texts[1]!)).toBe(report);
    // Text masked later keeps the same placeholders.
    expect(m.mask('Halvorsen saw Emma again.')).toBe(m.texts[1]!.match(/Dr\. (\[PERSON_\d+\])/)![1] + ' saw [CHILD_1] again.');
  });

  it('finds names by their shape', () => {
    expect(namesIn('Yesterday Kyle Dempsey met Det. Ramos at the Springfield Police station.', 'Springfield')).toEqual([
      'Kyle Dempsey',
      'Ramos',
    ]);
  });
});
