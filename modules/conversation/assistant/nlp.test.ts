import { describe, expect, it } from 'vitest';
import { contentStems, plainTyping, stem } from './nlp.js';
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

describe('"will" as the document', () => {
  it('keeps "will" after a determiner or a possessive, and drops the auxiliary', () => {
    expect(contentStems("how do I contest my grandfather's will?")).toContain('will');
    expect(contentStems('nobody can find her will')).toContain('will');
    expect(contentStems('a copy of the will')).toContain('will');
    expect(contentStems('will he go to jail')).not.toContain('will');
    expect(contentStems('the court will decide')).not.toContain('will');
  });

  it('answers a lost will from the section on a will after a death', () => {
    const a = new OfflineEngine().answer([{ role: 'user', content: 'grandma passed and nobody can find her will, what now?' }]);
    expect(a.cited[0]?.id).toBe('will-after-a-death');
  });
});

describe('what a phone or a hurried hand types', () => {
  it('makes curly quotes and apostrophes plain and gives contractions typed without one their apostrophe', () => {
    expect(plainTyping('My ex won’t stop – he said “you’ll see”')).toBe('My ex won\'t stop – he said "you\'ll see"');
    expect(plainTyping('hes outside and im scared, Shes not answering, DONT go')).toBe(
      "he's outside and i'm scared, She's not answering, Don't go",
    );
  });

  it('leaves the words that are words alone: ill, were, its, well, lets, shell', () => {
    const text = 'I was ill when we were served; its copy is well kept, lets see the shell company';
    expect(plainTyping(text)).toBe(text);
  });
});
