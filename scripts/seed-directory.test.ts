import { describe, expect, it } from 'vitest';
import { validateCsv } from '../modules/directory/index.js';
import { SAMPLE_NETWORK, sampleDirectoryCsv } from './seed-directory.js';

describe('sample directory', () => {
  it('is valid for the import, every name marked "(sample)", every licence distinct', () => {
    const { listings, rejected } = validateCsv(sampleDirectoryCsv());
    expect(rejected).toEqual([]);
    expect(listings).toHaveLength(36);
    expect(listings.every((l) => l.fullName.endsWith('(sample)') && l.email.endsWith('@example.com'))).toBe(true);
    expect(new Set(listings.map((l) => l.licenseNumber)).size).toBe(36);
    expect(new Set(listings.map((l) => l.fullName)).size).toBe(36);
    // Austin, TX has Surveillance PIs for the demo search.
    expect(listings.some((l) => l.city === 'Austin' && l.specializations.includes('Surveillance'))).toBe(true);
    expect(SAMPLE_NETWORK.every((m) => m.legalName.endsWith('(sample)'))).toBe(true);
  });

  it('reports a broken row with its line and reasons', () => {
    const csv = sampleDirectoryCsv(2).replace('SAMPLE-TX-1001', '').replace('78745', '99999');
    const { rejected } = validateCsv(csv);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.line).toBe(3);
    expect(rejected[0]!.reasons.join(' ')).toMatch(/licenseNumber/);
  });
});
