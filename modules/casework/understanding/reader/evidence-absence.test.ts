// Evidence that is absent: a source of evidence that does not exist, or an examination nobody made,
// is no item of evidence; a search or an examination that found nothing is evidence for the client.
import { describe, expect, it } from 'vitest';
import { criminal, evidenceOf, read } from './fixtures.js';

const charged = (description: string, type = 'assault') =>
  read(criminal({ description: `Dale Moss is charged with ${type}. ${description}`, clientName: 'Dale Moss', type, charges: type })).facts;

describe('evidence: absent sources and examinations never made', () => {
  it('reads no item from "no breath test was ever done"', () => {
    expect(evidenceOf(charged('No breath test was ever done at the station.'), 'forensic')).toHaveLength(0);
  });

  it('reads no item from an examination the police never made ("never tested the hammer for prints")', () => {
    const sheet = charged('The police never tested the hammer for prints.');
    expect(evidenceOf(sheet, 'forensic')).toHaveLength(0);
    expect(evidenceOf(sheet, 'physical')).toHaveLength(0);
  });

  it('reads no item from a record that does not exist ("there are no bank records of the transfers", "no receipt")', () => {
    expect(evidenceOf(charged('There are no bank records of the transfers.', 'theft'), 'records')).toHaveLength(0);
    expect(evidenceOf(charged('Dale says he bought the drill. No receipt.', 'theft'), 'records')).toHaveLength(0);
  });

  it('reads no item from records nobody has ("I did not keep the receipts")', () => {
    expect(evidenceOf(charged('I did not keep the receipts for the tools.', 'theft'), 'records')).toHaveLength(0);
  });

  it('still reads a search or an examination that found nothing as evidence for the client', () => {
    expect(evidenceOf(charged('No fingerprints were found on the bottle.'), 'forensic')[0]).toMatchObject({ direction: 'for' });
    expect(evidenceOf(charged('Lab: no prints of Dale on the bottle.'), 'forensic')[0]).toMatchObject({ direction: 'for' });
    expect(evidenceOf(charged('The camera in the hallway does not show Dale at all.'), 'video')[0]).toMatchObject({ direction: 'for' });
  });

  it('keeps the client’s own refusal of a test as evidence against him', () => {
    expect(evidenceOf(charged('Dale did not take the breath test.', 'dui'), 'forensic')[0]).toMatchObject({ direction: 'against' });
  });
});

describe('evidence: a search nobody made, and where a trace leads', () => {
  it('reads no item from "the police never searched the laptop"', () => {
    expect(evidenceOf(charged('The police never searched the laptop.', 'identity-theft'), 'digital')).toHaveLength(0);
  });

  it('reads an IP address the orders were traced to as digital evidence', () => {
    const sheet = charged("The detective traced the orders to Dale's IP address.", 'identity-theft');
    expect(evidenceOf(sheet, 'digital')[0]).toMatchObject({ direction: 'against' });
  });
});

describe('evidence: a paper nobody asked for', () => {
  it('reads no item from "the store manager never asked for my receipt"', () => {
    expect(evidenceOf(charged('The store manager never asked for my receipt.', 'theft'), 'records')).toHaveLength(0);
  });
});

describe('evidence: a trace not found is one item', () => {
  it('reads "no fingerprints were found" as forensic evidence for the client, not also as an empty search', () => {
    const sheet = charged('No fingerprints were found on the bottle.');
    expect(evidenceOf(sheet, 'forensic')[0]).toMatchObject({ direction: 'for' });
    expect(evidenceOf(sheet, 'physical')).toHaveLength(0);
  });
});

describe('evidence: photographs in an identification, devices never found', () => {
  it('reads no digital item from the photo a witness picked ("picked my photo out of a six-pack")', () => {
    const sheet = charged('The neighbor later picked my photo out of a six-pack.', 'burglary');
    expect(evidenceOf(sheet, 'digital')).toHaveLength(0);
    expect(evidenceOf(sheet, 'eyewitness')[0]).toMatchObject({ direction: 'against' });
  });

  it('reads a stolen laptop never found as an empty search, not digital evidence', () => {
    const sheet = charged('The stolen laptop was never found, and nothing was found when they searched my place.', 'burglary');
    expect(evidenceOf(sheet, 'digital')).toHaveLength(0);
    expect(evidenceOf(sheet, 'physical')[0]).toMatchObject({ direction: 'for' });
  });
});
