// Bad and odd inputs: a long narrative, a list of names, a Spanish narrative, contradictions,
// empty or unreadable documents — each gives a sheet that parses and the right flag, never a
// throw. Plus the sheet's bookkeeping: reader, version, understood, determinism, speed.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCaseFacts } from '../../jury/types.js';
import { FACT_SHEET_VERSION } from '../fact-sheet.js';
import { criminal, family, flagCodes, longNarrative, PARAGRAPHS, read } from './fixtures.js';
import { readFacts, warmUp } from './index.js';

describe('robustness', () => {
  beforeAll(() => warmUp());

  it('reads a 20,000-character narrative in full (its time is in npm run bench: casework)', () => {
    const description = longNarrative(20_000);
    expect(description.length).toBe(20_000);
    const out = readFacts(
      parseCaseFacts(criminal({ description, clientName: 'Marcus Lee', witnesses: ['Kevin Bell', 'Tasha Okafor'] })),
      [],
    );
    expect(read(criminal({ description, clientName: 'Marcus Lee' })).facts.evidence.length).toBeGreaterThan(3);
    // The narrative is read in full: nothing was cut.
    expect(flagCodes(out.flags)).not.toContain('too-long');
  });

  it('flags a narrative made only of names, and still lists the people', () => {
    const { facts, flags } = read(criminal({ description: 'John Smith, Mary Jones, Officer Diaz, Kevin Bell, Ana Ruiz' }));
    expect(flagCodes(flags)).toContain('names-only');
    expect(flagCodes(flags)).toContain('little-understood');
    expect(facts.people.map((p) => p.name)).toEqual(expect.arrayContaining(['John Smith', 'Mary Jones', 'Kevin Bell']));
  });

  it('flags a Spanish narrative and claims no directions it cannot follow', () => {
    const { facts, flags } = read(
      family({
        description:
          'Mi esposo me golpeó el año pasado y la policía lo arrestó. Ahora él quiere la custodia de nuestros hijos. Yo siempre he cuidado a los niños y tengo fotos de los golpes.',
        opposing: 'Carlos Mendoza',
      }),
    );
    expect(flagCodes(flags)).toContain('not-english');
    expect(facts.clientRole).toBe('unknown');
    expect(facts.evidence.every((e) => e.direction === 'unknown')).toBe(true);
    expect(facts.people.every((p) => p.side === 'unknown')).toBe(true);
  });

  it('flags the same fact asserted and denied', () => {
    const { flags } = read(
      criminal({
        description:
          'He confessed to the robbery on the night of his arrest. Later he said he never confessed and the detective made it up.',
        clientName: 'Ray Ortiz',
      }),
    );
    expect(flagCodes(flags)).toContain('contradictory-statements');
    const { flags: acts } = read(criminal({ description: 'I hit him once in the face. I never hit him, I only pushed him away.' }));
    expect(flagCodes(acts)).toContain('contradictory-statements');
  });

  it('flags a rating the text contradicts, both ways', () => {
    const weak = read(
      criminal({
        description: 'I confessed to the detective. The store video shows me taking the TV.',
        strength: 'very-weak',
        type: 'theft',
        charges: 'Theft',
      }),
    );
    const flag = weak.flags.find((f) => f.code === 'rating-contradiction');
    expect(flag?.message).toMatch(/confession by the client/);
    expect(flag?.message).toMatch(/video/);
    const strong = read(
      criminal({
        description: 'No fingerprints were found and the DNA excluded him. His girlfriend says he was at home with her all night.',
        strength: 'very-strong',
        clientName: 'Ray Ortiz',
      }),
    );
    expect(flagCodes(strong.flags)).toContain('rating-contradiction');
    const fine = read(
      criminal({ description: 'The store video shows me taking the TV.', strength: 'strong', type: 'theft', charges: 'Theft' }),
    );
    expect(flagCodes(fine.flags)).not.toContain('rating-contradiction');
  });

  it('flags a document without text and reads the ones with text', () => {
    const { facts, flags } = read(criminal({ description: 'I was arrested.' }), [
      { name: 'scan.pdf', text: '' },
      { name: 'binary.bin', text: '\u0001\u0002\u0003 ### 1234 5678' },
      { name: 'report.txt', text: 'Officer Diaz arrested the defendant after he admitted he took the TV.' },
    ]);
    expect(flags.filter((f) => f.code === 'document-unreadable')).toHaveLength(2);
    expect(facts.evidence.some((e) => e.source.field === 'document' && e.source.document === 'report.txt')).toBe(true);
  });

  it('reads very long documents only up to a budget, and says so', () => {
    const long = 'The defendant was seen near the store. '.repeat(3_000);
    const { flags } = read(criminal({ description: 'I was arrested.' }), [{ name: 'transcript.txt', text: long }]);
    expect(flags.find((f) => f.code === 'too-long')?.severity).toBe('info');
  });

  it('never throws on empty or odd input', () => {
    for (const description of ['', ' ', '...', '!!!???', 'a'.repeat(5000), '123 456 789', '\u{1F600}'.repeat(100), 'I'.repeat(3)]) {
      const { facts, flags } = read(criminal({ description }));
      expect(facts.understood).toBeGreaterThanOrEqual(0);
      expect(Array.isArray(flags)).toBe(true);
    }
    expect(read(family({ description: '' })).facts.clientRole).toBe('unknown');
  });

  it('says how much it understood, and flags too little', () => {
    const rich = read(
      criminal({ description: 'Officer Diaz arrested me. The video shows me taking the TV. My roommate confessed.' }),
    ).facts;
    expect(rich.understood).toBeGreaterThan(0.6);
    const poor = read(criminal({ description: 'It was a Tuesday. The weather was nice. We talked about football for a while.' }));
    expect(poor.facts.understood).toBeLessThan(0.3);
    expect(flagCodes(poor.flags)).toContain('little-understood');
  });

  it('sets the reader and version, the decision maker, and is deterministic', () => {
    const input = criminal({ description: PARAGRAPHS.join(' '), clientName: 'Marcus Lee', witnesses: ['Kevin Bell'] });
    const a = read(input);
    expect(a.facts.reader).toEqual({ engine: 'offline', model: 'casebook-fact-reader', version: 'reader-1' });
    expect(a.facts.version).toBe(FACT_SHEET_VERSION);
    expect(a.facts.decisionMaker).toBe('jury');
    expect(a.facts.clientRole).toBe('defendant');
    expect(read(input)).toEqual(a);
  });

  it('writes every flag in plain words', () => {
    const { flags } = read(criminal({ description: 'John Smith, Mary Jones', witnesses: ['Jane Roe'] }));
    for (const f of flags) {
      expect(f.message.length).toBeGreaterThan(20);
      expect(['warning', 'info']).toContain(f.severity);
    }
  });
});
