// Civil disputes in the chat (issue 32): a question about a security deposit is answered from the
// deposit section, not from a section that shares the words "landlord" and "security" (the
// landlord's cameras), which is what it got before the section existed.
import { describe, expect, it } from 'vitest';
import { OfflineEngine } from './offline-engine.js';

const engine = new OfflineEngine();
const leading = (question: string) => engine.answer([{ role: 'user', content: question }]).cited[0]?.id;

describe('security deposits', () => {
  it.each([
    'Can my landlord keep my security deposit for carpet wear?',
    'My landlord still has not returned my deposit after I moved out six weeks ago. What can I do?',
    'the apartment manager charged me $600 for cleaning and painting out of my deposit, is that legal',
  ])('answers "%s" from the deposit section', (question) => {
    expect(leading(question)).toBe('security-deposits');
  });

  it('leaves a question about the landlord’s cameras to the cameras section', () => {
    expect(leading('Is my landlord allowed to put a security camera in the hallway outside my apartment?')).toBe('landlord-cameras');
  });
});
