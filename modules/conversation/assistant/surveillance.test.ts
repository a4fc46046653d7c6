import { describe, expect, it } from 'vitest';
import { OfflineEngine } from './offline-engine.js';
import { watchesAPerson } from './surveillance.js';

const engine = new OfflineEngine();
const offTopic = (content: string) => engine.answer([{ role: 'user', content }]).retrieval.offTopic;

describe('watching a person', () => {
  it('reads a person recorded, filmed, photographed, tracked or spied on, by role, name or pronoun', () => {
    for (const text of [
      "can I get in trouble for recording my kid's teacher?",
      'he recorded me without asking',
      'can I secretly videotape the nanny',
      'is it legal to photograph strangers',
      'can I spy on my husband',
      'is it legal to track my wife',
      'I filmed Marcus at the gas station',
    ])
      expect(watchesAPerson(text), text).toBe(true);
  });

  it('does not read a thing recorded, or a watching word that is not the verb, as a person watched', () => {
    for (const text of [
      'how do I record my screen?',
      'best vinyl record players for beginners',
      'can I film a sunset with my phone',
      'my teacher gave me a bad record',
    ])
      expect(watchesAPerson(text), text).toBe(false);
  });

  it('keeps such a question in the field however everyday its other words, and declines recording a thing', () => {
    expect(offTopic("can I get in trouble for recording my kid's teacher?")).toBe(false);
    expect(offTopic('how do I record my screen on a mac?')).toBe(true);
    expect(offTopic('best vinyl record players for beginners')).toBe(true);
  });
});
