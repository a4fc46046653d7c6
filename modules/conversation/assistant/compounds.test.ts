import { describe, expect, it } from 'vitest';
import { compoundLexicon, fieldCompounds } from './compounds.js';

describe('compounds written together or apart (decision 0084)', () => {
  // Made-up section texts: the field writes "body-camera", "dashcam" and "daycare", and "kitchen camera" apart.
  const lexicon = compoundLexicon([
    'Ask the police for the body-camera footage of the stop.',
    'A dashcam saves the drive; keep the dashcam card.',
    'Leave the children at daycare while you go to court.',
    'The kitchen camera and the car seats.',
  ]);

  it('writes a clipped word of a field compound out, only after the word the field puts before it', () => {
    expect(fieldCompounds('the body cam video', lexicon)).toBe('the body camera video');
    expect(fieldCompounds('the body-cam video', lexicon)).toBe('the body-camera video');
    // "cam" alone, or after a word the field does not put before "camera", stays.
    expect(fieldCompounds('a cam on the porch', lexicon)).toBe('a cam on the porch');
    expect(fieldCompounds('a webcam in the hall', lexicon)).toBe('a webcam in the hall');
  });

  it('splits a word the field never writes into a compound it writes, and no other', () => {
    expect(fieldCompounds('my bodycam footage', lexicon)).toBe('my body camera footage');
    // The field writes "daycare" whole: it is not split into "day" and "care" (or "car").
    expect(fieldCompounds('the daycare called', lexicon)).toBe('the daycare called');
    expect(fieldCompounds('the carseats are gone', lexicon)).toBe('the car seats are gone');
    // "car" + "etaker", "care" + "taker": the field writes neither pair.
    expect(fieldCompounds('the caretaker called', lexicon)).toBe('the caretaker called');
  });

  it('joins two words the field writes only as one, and leaves inflections alone', () => {
    expect(fieldCompounds('my dash cam', lexicon)).toBe('my dashcam');
    // "car seat" is written, as "car seats": the plural is the same word, not a clip.
    expect(fieldCompounds('the car seat', lexicon)).toBe('the car seat');
  });
});
