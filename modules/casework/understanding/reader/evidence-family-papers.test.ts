// A family party's papers: two papers the client holds are two records, statements an institution
// issues are records; a protection order is for the one it protects; a urinalysis ("UAs") is a drug test.
import { describe, expect, it } from 'vitest';
import { evidenceOf, family, read } from './fixtures.js';

describe('evidence: a family party’s papers', () => {
  it('reads a letter and a log the client holds as two records for the client', () => {
    const { facts } = read(
      family({
        type: 'child-support',
        clientName: 'Nora Vale',
        description:
          'I lost my job in May and I am asking to lower my support. I have the termination letter. I have also kept a log of every job I applied to.',
      }),
    );
    const records = evidenceOf(facts, 'records');
    expect(records).toHaveLength(2);
    expect(records.every((e) => e.direction === 'for')).toBe(true);
  });

  it('reads "a protection order for me" as a record for the client', () => {
    const { facts } = read(
      family({ clientName: 'Nora Vale', description: 'I want custody of my son. There is a protection order for me until June.' }),
    );
    expect(evidenceOf(facts, 'records')[0]).toMatchObject({ direction: 'for' });
  });

  it('reads weekly UAs, all negative, as a drug test for the client', () => {
    const { facts } = read(
      family({ clientName: 'Nora Vale', description: 'I want more time with my son. Weekly UAs at the clinic, all negative.' }),
    );
    expect(evidenceOf(facts, 'forensic')[0]).toMatchObject({ direction: 'for' });
  });

  it('reads statements an institution issues ("the pharmacy and clinic statements") as records, not testimony', () => {
    const { facts } = read(
      family({
        type: 'child-support',
        clientName: 'Nora Vale',
        description: "I am asking for more support for my son's medicine. I have the pharmacy and clinic statements for the last year.",
      }),
    );
    expect(evidenceOf(facts, 'records')[0]).toMatchObject({ direction: 'for' });
    expect(evidenceOf(facts, 'testimony')).toHaveLength(0);
  });
});

describe('evidence: the matter’s own custody or support order', () => {
  it('reads no record from "since our custody order in 2021"', () => {
    const { facts } = read(
      family({ clientName: 'Nora Vale', description: 'Since our custody order in 2021 I have had the children every other weekend.' }),
    );
    expect(evidenceOf(facts, 'records')).toHaveLength(0);
  });

  it('still reads a restraining order as a record', () => {
    const { facts } = read(
      family({
        clientName: 'Nora Vale',
        description: 'I want custody of my son. I have a restraining order against his father from 2022.',
      }),
    );
    expect(evidenceOf(facts, 'records')).toHaveLength(1);
  });
});
