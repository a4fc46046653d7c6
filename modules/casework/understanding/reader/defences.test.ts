// Decision 0095: self-defence read as the law frames it. The sheet states that the defence is
// raised, who the evidence — not the client's own word, a friend's or the complainant's — shows
// started it, and whether the other person entered the client's home (the castle doctrine), with
// the client's unlawful activity (a barred person's gun) voiding that presumption.
import { describe, expect, it } from 'vitest';
import { criminal, family, read } from './fixtures.js';

const sd = (description: string, defense = 'Self-defense.', clientName = 'Terrence Boykin') =>
  read(criminal({ description, clientName, type: 'assault', charges: 'Assault', defense })).facts.selfDefence;

const LOT = 'My brother Terrence Boykin got into it with a man named Curtis Lamb in the parking lot over a parking space.';

describe('self-defence (decision 0095)', () => {
  it('is absent when the defence is not self-defence, and when the text denies it', () => {
    expect(sd(`${LOT} Terrence was at work at the time.`, 'Alibi: he was at work.')).toBeUndefined();
    expect(sd(`${LOT} Terrence admits it was not self-defense.`, 'Reasonable doubt.')).toBeUndefined();
  });

  it('is raised by the castle doctrine named with "no duty to retreat" after it', () => {
    expect(
      sd(`${LOT} Terrence hit him once.`, 'Defense of habitation under the Castle Doctrine; no duty to retreat in his own home.'),
    ).toBeDefined();
  });

  it('an independent witness who saw the other man swing first: the other started it', () => {
    expect(
      sd(`${LOT} A neighbor, Mrs. Opal Hargrove, told the officer she saw Curtis shove Terrence against a car and swing at him first.`)
        ?.aggressor,
    ).toBe('other');
  });

  it('a witness who saw the client walk over and hit the other man first: the client started it (the coordinated verb is the seen man’s act)', () => {
    expect(
      sd(
        `${LOT} A neighbor, Mrs. Opal Hargrove, told the officer she saw Terrence walk over and hit Curtis first, while Curtis had his hands down.`,
      )?.aggressor,
    ).toBe('client');
  });

  it('what a recording shows, told in the next sentence, says who started it', () => {
    expect(
      sd(
        'I was arrested outside a bar. A guy named Kyle Brandt followed us outside. The bar gave the police their camera video. It is clear, and it shows me throwing the first punch before Kyle touches me.',
        'Self-defense: he shoved me first.',
        'Dan Reyes',
      )?.aggressor,
    ).toBe('client');
  });

  it("the client's own account, a friend's and the complainant's do not say who started it", () => {
    const got = sd(
      'A guy named Kyle Brandt followed us outside and got in my face. He shoved me first and I hit him once. My buddy Marco Villa saw the whole thing and says Kyle pushed me first. Kyle told the cops I sucker punched him out of nowhere.',
      'Self-defense: he shoved me first.',
      'Dan Reyes',
    );
    expect(got?.aggressor).toBe('unknown');
  });

  it('a man who forced the door of the client’s home is an entry; the client breaking in is not', () => {
    const home = sd(
      'Mr. Price lives alone outside Knoxville. At 2 a.m. a man forced the back door and came into the kitchen holding a crowbar. Mr. Price fired once.',
      'Self-defense in his own home.',
      'Walter Price',
    );
    expect(home?.homeEntry).toBe(true);
    expect(home?.unlawfulActivity).toBeUndefined();
    const burglar = sd(
      'Walter Price broke into the garage of his neighbor Dale Sutter at night. Dale came at him with a bat and Walter hit him.',
      'Self-defense.',
      'Walter Price',
    );
    expect(burglar?.homeEntry).toBe(false);
  });

  it('a client barred from having the gun is engaged in unlawful activity, which the presumption does not cover', () => {
    const got = sd(
      'Dale came to my house drunk. He kicked the door open and came at me and I shot him. I have a felony from 2009 so I wasnt supposed to have the gun.',
      'Self-defense in my home.',
      'Ray Moss',
    );
    expect(got?.homeEntry).toBe(true);
    expect(got?.unlawfulActivity).toBe(true);
  });

  it('is no part of a family sheet', () => {
    const facts = read(
      family({ description: 'He hit me and I defended myself. I ask for a protection order.', type: 'restraining-orders' }),
    ).facts;
    expect(facts.selfDefence).toBeUndefined();
  });
});
