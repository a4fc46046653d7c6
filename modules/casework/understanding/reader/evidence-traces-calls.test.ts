// Another person's prints point to that person; the client's own 911 call is a record for the client.
import { describe, expect, it } from 'vitest';
import { criminal, evidenceOf, read } from './fixtures.js';

const charged = (description: string, type = 'assault') =>
  read(criminal({ description: `Dale Moss is charged with ${type}. ${description}`, clientName: 'Dale Moss', type, charges: type })).facts;

describe('evidence: whose trace it is', () => {
  it('reads another man’s prints on the weapon as forensic evidence for the client', () => {
    const sheet = charged('Kurt Bowen came at Dale with a tire iron. The lab found Kurt Bowen’s fingerprints on the tire iron.');
    expect(evidenceOf(sheet, 'forensic')[0]).toMatchObject({ direction: 'for' });
  });

  it('keeps the victim’s blood on the knife against the client (blood is no handler’s trace)', () => {
    const sheet = charged("The victim's blood was on the knife.", 'homicide');
    expect(evidenceOf(sheet, 'forensic')[0]).toMatchObject({ direction: 'against' });
  });
});

describe('evidence: the client’s own 911 call', () => {
  it('reads it as a record for the client, not testimony', () => {
    const sheet = charged('Dale called 911 right after the shot.', 'homicide');
    expect(evidenceOf(sheet, 'records')[0]).toMatchObject({ direction: 'for', whose: 'client' });
    expect(evidenceOf(sheet, 'testimony')).toHaveLength(0);
  });
});
