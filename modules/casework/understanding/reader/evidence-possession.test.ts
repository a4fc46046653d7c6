// Searches, traces and belongings in a possession or property case: a trace that matches nobody named
// as the client, an empty search told after another clause, an examination nobody had made, and the
// client's own things lying with a stash.
import { describe, expect, it } from 'vitest';
import { criminal, evidenceOf, read } from './fixtures.js';

const charged = (description: string, type = 'drug-offenses') =>
  read(criminal({ description: `Nina Vale is charged with ${type}. ${description}`, clientName: 'Nina Vale', type, charges: type })).facts;

describe('evidence: a trace matched to nobody, told in a later clause', () => {
  it('reads prints lifted where "neither one matches" the client as forensic evidence for her', () => {
    const sheet = charged('Technicians took three prints off the safe and neither one matches Nina.', 'burglary');
    expect(evidenceOf(sheet, 'forensic')).toEqual([expect.objectContaining({ direction: 'for' })]);
  });

  it('keeps prints that match her against her', () => {
    const sheet = charged('Technicians took three prints off the safe and one matches Nina.', 'burglary');
    expect(evidenceOf(sheet, 'forensic')).toEqual([expect.objectContaining({ direction: 'against' })]);
  });
});

describe('evidence: searches and examinations', () => {
  it('reads "…, and nothing was found" after another clause as an empty search', () => {
    const sheet = charged('None of the tools have turned up, and nothing was found when detectives searched her garage.', 'theft');
    expect(evidenceOf(sheet, 'physical')).toEqual([expect.objectContaining({ direction: 'for' })]);
    const recovered = charged('None of it was recovered, and nothing was found in her garage.', 'theft');
    expect(evidenceOf(recovered, 'physical')).toEqual([expect.objectContaining({ direction: 'for' })]);
  });

  it('reads an examination nobody had made ("never had the pipe tested") as no evidence', () => {
    const sheet = charged('Deputies found a glass pipe in the shared bathroom. The deputies never had the pipe tested for prints.');
    expect(evidenceOf(sheet, 'forensic')).toEqual([]);
  });
});

describe('evidence: the client’s belongings with the stash', () => {
  it('reads her purse lying with the pills, named or found there before, as a second physical item against her', () => {
    const named = charged('Officers found a bag of pills under the passenger seat. Her purse was under the seat next to the pills.');
    expect(evidenceOf(named, 'physical').filter((e) => e.direction === 'against')).toHaveLength(2);
    const before = charged('Officers found a bag of pills in the hall closet. Nina’s purse was sitting in that closet beside the bag.');
    expect(evidenceOf(before, 'physical').filter((e) => e.direction === 'against')).toHaveLength(2);
  });

  it('does not read a belonging kept elsewhere', () => {
    const sheet = charged('Officers found a bag of pills in the hall closet. Her purse was in her car the whole time.');
    expect(evidenceOf(sheet, 'physical').filter((e) => e.direction === 'against')).toHaveLength(1);
  });
});

describe('evidence: a witness who knows neither side', () => {
  it('reads "told the deputy she has never met either of us" as no testimony against the client', () => {
    const sheet = charged('Morgan Hale told the deputy she has never met either of us.');
    expect(evidenceOf(sheet, 'testimony')).toEqual([]);
  });
});
