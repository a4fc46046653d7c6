// Decision 0093: a client's act told by someone else — a relative, the lawyer, a third-person
// account — is the story, not an admission. An admission is the client's own words: in a
// first-person account ("I hit him once"), or reported as the client's saying ("he told the officer
// he hit him once"). On the eighth development part, read as it came, five of eighteen criminal
// sheets carried an admission the vignette does not list, each a relative's or a lawyer's telling.
import { describe, expect, it } from 'vitest';
import { criminal, evidenceOf, read } from './fixtures.js';

const FIGHT = (who: string) =>
  `${who} Brock had been following him around the bar all night. Wyatt hit him once and Brock fell and broke his jaw on the rail.`;

describe('narrated acts (decision 0093)', () => {
  it('reads no admission when a relative tells what the client did', () => {
    const { facts } = read(
      criminal({
        description: FIGHT('My brother Wyatt Lind is charged with aggravated battery.'),
        clientName: 'Wyatt Lind',
        type: 'assault',
        charges: 'Aggravated battery',
      }),
    );
    expect(evidenceOf(facts, 'admission')).toEqual([]);
  });

  it('reads no admission when the lawyer tells what the client did', () => {
    const { facts } = read(
      criminal({
        description: FIGHT('Our client Wyatt Lind is charged with aggravated battery.'),
        clientName: 'Wyatt Lind',
        type: 'assault',
        charges: 'Aggravated battery',
      }),
    );
    expect(evidenceOf(facts, 'admission')).toEqual([]);
  });

  it('still reads the client reported saying it as an admission, whoever tells the story', () => {
    const { facts } = read(
      criminal({
        description:
          'My brother Wyatt Lind is charged with aggravated battery. Brock had been following him around the bar all night. Wyatt told the officer he hit Brock once.',
        clientName: 'Wyatt Lind',
        type: 'assault',
        charges: 'Aggravated battery',
      }),
    );
    expect(evidenceOf(facts, 'admission')).toEqual([expect.objectContaining({ direction: 'against', whose: 'client' })]);
  });

  it('still reads the client\u2019s own first-person account of the act as an admission', () => {
    const { facts } = read(
      criminal({
        description:
          'I am charged with aggravated battery. Brock had been following me around the bar all night. I hit him once and he fell and broke his jaw on the rail.',
        clientName: 'Wyatt Lind',
        type: 'assault',
        charges: 'Aggravated battery',
      }),
    );
    expect(evidenceOf(facts, 'admission')).toEqual([expect.objectContaining({ direction: 'against', whose: 'client' })]);
  });
});
