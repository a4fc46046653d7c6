import { describe, expect, it } from 'vitest';
import { contentStems, stem } from './nlp.js';
import { OfflineEngine } from './offline-engine.js';

describe('reading shorthand, British spellings and the field’s Spanish words', () => {
  it('stems text shorthand as the word it stands for', () => {
    expect(contentStems('background chk')).toEqual(contentStems('background check'));
    expect(contentStems('my bf txts me')).toEqual(contentStems('my boyfriend texts me'));
    expect(contentStems('ask an atty')).toEqual(contentStems('ask an attorney'));
  });

  it('stems a British spelling as the American one, and leaves a word wink shortens alone', () => {
    expect(stem('neighbour')).toBe(stem('neighbor'));
    expect(stem('licence')).toBe(stem('license'));
    expect(stem('through')).toBe('through');
  });

  it('reads the Spanish words of the field as their English terms, so a mixed question is answered', () => {
    expect(contentStems('orden de restricción')).toEqual(expect.arrayContaining([stem('order'), stem('restraining')]));
    const answer = new OfflineEngine().answer([{ role: 'user', content: 'necesito una orden de protección, what do I file?' }]);
    expect(answer.kind).not.toBe('out-of-scope');
  });
});
