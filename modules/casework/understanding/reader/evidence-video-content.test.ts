// A recording's direction comes from what it shows, not from whose camera it is: the police's own
// camera showing the client doing things as they should be done is for the client.
import { describe, expect, it } from 'vitest';
import { criminal, evidenceOf, read } from './fixtures.js';

const charged = (description: string, type: string) =>
  read(criminal({ description: `Dale Moss is charged with ${type}. ${description}`, clientName: 'Dale Moss', type, charges: type })).facts;

describe('evidence: what a recording shows, whoever owns the camera', () => {
  it('reads the trooper’s camera showing the client walking steadily and answering politely as for the client', () => {
    const sheet = charged("The trooper's dash camera shows Dale walking the line steadily and answering every question politely.", 'dui');
    expect(evidenceOf(sheet, 'video')[0]).toMatchObject({ direction: 'for' });
  });

  it('keeps a recording that shows the client doing the act against him, however he does the rest', () => {
    const sheet = charged('The body camera shows Dale answering clearly and then punching the officer.', 'dui');
    expect(evidenceOf(sheet, 'video')[0]).toMatchObject({ direction: 'against' });
  });

  it('reads the clause after a semicolon as part of what the recording shows ("…; Dale never took it")', () => {
    const cleared = charged(
      "The shop's camera shows the jacket hanging on the rack the whole time; Dale never took it off the hanger.",
      'theft',
    );
    expect(evidenceOf(cleared, 'video')[0]).toMatchObject({ direction: 'for' });
    const took = charged("The shop's camera shows the jacket on the rack; then Dale took it and walked out.", 'theft');
    expect(evidenceOf(took, 'video')[0]).toMatchObject({ direction: 'against' });
  });
});
