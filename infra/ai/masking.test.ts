import { describe, expect, it } from 'vitest';
import { luhnValid, PiiMasker } from './masking.js';

const mask = (text: string) => {
  const m = new PiiMasker();
  return { masked: m.mask(text), m };
};

describe('PII masker', () => {
  describe('emails', () => {
    it.each([['jane@example.com'], ['jane.doe+case42@mail.example.co.uk'], ['J_O-H.N@sub-domain.example.org']])('masks %s', (email) => {
      const { masked, m } = mask(`Write to ${email} today`);
      expect(masked).toBe('Write to [EMAIL_1] today');
      expect(m.unmask(masked)).toBe(`Write to ${email} today`);
    });

    it('gives the same address the same placeholder, whatever its case, and a new one to another address', () => {
      const { masked } = mask('a@example.com, A@EXAMPLE.COM and b@example.com');
      expect(masked).toBe('[EMAIL_1], [EMAIL_1] and [EMAIL_2]');
    });
  });

  describe('phone numbers', () => {
    it.each([
      '(555) 123-4567',
      '555-123-4567',
      '555.123.4567',
      '555 123 4567',
      '5551234567',
      '+1 555 123 4567',
      '1-555-123-4567',
      '+44 20 7946 0958',
      '+33 1 23 45 67 89',
    ])('masks %s', (phone) => {
      const { masked, m } = mask(`Call me on ${phone}.`);
      expect(masked).toBe('Call me on [PHONE_1].');
      expect(m.unmask(masked)).toBe(`Call me on ${phone}.`);
    });

    it('treats differently formatted copies of one number as the same placeholder', () => {
      expect(mask('555-123-4567 or (555) 123-4567').masked).toBe('[PHONE_1] or [PHONE_1]');
    });
  });

  describe('social security numbers', () => {
    it('masks dashed and spaced SSNs, and a bare one next to the words SSN or social security', () => {
      expect(mask('SSN 123-45-6789').masked).toBe('SSN [SSN_1]');
      expect(mask('number 123 45 6789 here').masked).toBe('number [SSN_1] here');
      expect(mask('my ssn is 123456789').masked).toBe('my ssn is [SSN_1]');
      expect(mask('Social Security number: 078051120').masked).toBe('Social Security number: [SSN_1]');
    });

    it('leaves dates and impossible SSNs (000, 666 and 9xx areas) as SSNs alone', () => {
      expect(mask('On 2024-03-15 at 10:30').masked).toBe('On 2024-03-15 at 10:30');
      expect(mask('000-12-3456').masked).not.toContain('[SSN_');
      expect(mask('666-12-3456').masked).not.toContain('[SSN_');
    });
  });

  describe('card and account numbers', () => {
    it('masks card numbers that pass the Luhn check, in any grouping', () => {
      for (const card of ['4242 4242 4242 4242', '4111-1111-1111-1111', '5555555555554444', '378282246310005']) {
        const { masked, m } = mask(`card ${card} expires soon`);
        expect(masked).toBe('card [CARD_1] expires soon');
        expect(m.unmask(masked)).toBe(`card ${card} expires soon`);
      }
    });

    it('masks a 16-digit number that fails the Luhn check as an account number', () => {
      expect(mask('1234 5678 9012 3456').masked).toBe('[ACCOUNT_1]');
    });

    it('masks numbers after account words: account, routing, IBAN, policy, claim', () => {
      expect(mask('Account number 000123456789').masked).toBe('Account number [ACCOUNT_1]');
      expect(mask('routing # 021000021').masked).toBe('routing # [ACCOUNT_1]');
      expect(mask('acct: 4455-9981').masked).toBe('acct: [ACCOUNT_1]');
      expect(mask('policy #AB12345678').masked).toBe('policy #[ACCOUNT_1]');
      expect(mask('Claim no. WC-2023-884411 was denied').masked).toBe('Claim no. [ACCOUNT_1] was denied');
      expect(mask('IBAN GB82 WEST 1234 5698 7654 32').masked).toBe('IBAN [ACCOUNT_1]');
    });

    it('masks any other long run of digits', () => {
      expect(mask('ref 98765432101').masked).toBe('ref [ACCOUNT_1]');
    });

    it('knows the Luhn checksum', () => {
      expect(luhnValid('4242424242424242')).toBe(true);
      expect(luhnValid('4242424242424241')).toBe(false);
      expect(luhnValid('')).toBe(false);
    });
  });

  describe('street addresses', () => {
    it.each([
      ['1234 N Elm Street, Apt 5B, Springfield, IL 62704'],
      ['77 Sunset Blvd'],
      ['42 main st'],
      ['9 Old Mill Road'],
      ['500 W 5th Ave Suite 200'],
      ['PO Box 4412, Austin, TX 78701'],
      ['P.O. Box 12'],
    ])('masks %s', (address) => {
      const { masked, m } = mask(`She lives at ${address}.`);
      expect(masked).toBe('She lives at [ADDRESS_1].');
      expect(m.unmask(masked)).toBe(`She lives at ${address}.`);
    });

    it('does not take ordinary numbers in a sentence for an address', () => {
      for (const text of [
        'I have 3 kids on the street and 12 years of history.',
        'He drove 40 miles down the road.',
        'The case INV-2026-12345 was filed in 2023; the judge gave us 30 days.',
        'We met at 5 pm near the park.',
      ]) {
        expect(mask(text).masked).toBe(text);
      }
    });
  });

  it('masks a realistic message and restores every identifier in the reply', () => {
    const text =
      'My ex (john.smith@gmail.com, 555-867-5309) moved from 18 Oak Lane, Dayton, OH 45402. His SSN is 219-09-9999 and he used my card 4000 0566 5566 5556.';
    const m = new PiiMasker();
    const masked = m.mask(text);
    for (const secret of ['john.smith@gmail.com', '555-867-5309', '18 Oak Lane', '219-09-9999', '4000 0566 5566 5556']) {
      expect(masked).not.toContain(secret);
    }
    expect(masked).toBe('My ex ([EMAIL_1], [PHONE_1]) moved from [ADDRESS_1]. His SSN is [SSN_1] and he used my card [CARD_1].');
    expect(m.size).toBe(5);
    const reply = 'Send a letter to [ADDRESS_1] and keep [CARD_1] frozen; email [email_1].';
    expect(m.unmask(reply)).toBe(
      'Send a letter to 18 Oak Lane, Dayton, OH 45402 and keep 4000 0566 5566 5556 frozen; email john.smith@gmail.com.',
    );
  });

  it('keeps placeholders numbered across several texts (the turns of one conversation)', () => {
    const m = new PiiMasker();
    expect(m.mask('a@example.com')).toBe('[EMAIL_1]');
    expect(m.mask('b@example.com and a@example.com')).toBe('[EMAIL_2] and [EMAIL_1]');
  });

  it('leaves placeholders it did not make, and text without identifiers, unchanged', () => {
    const m = new PiiMasker();
    m.mask('a@example.com');
    expect(m.unmask('[EMAIL_7] and [PHONE_1] and [NOTE]')).toBe('[EMAIL_7] and [PHONE_1] and [NOTE]');
    expect(new PiiMasker().mask('How do I find a missing person?')).toBe('How do I find a missing person?');
  });

  it('unmasks a stream whose placeholders are split across chunks, holding back only the partial one', () => {
    const m = new PiiMasker();
    m.mask('jane@example.com (555) 123-4567');
    const u = m.streamUnmasker();
    const out = [u.push('Write to [EMA'), u.push('IL_1] or call [PHONE_'), u.push('1]. A [bracket] stays, ['), u.flush()];
    expect(out).toEqual(['Write to ', 'jane@example.com or call ', '(555) 123-4567. A [bracket] stays, ', '[']);
    expect(out.join('')).toBe('Write to jane@example.com or call (555) 123-4567. A [bracket] stays, [');
  });

  it('passes a bracket that cannot be a placeholder straight through', () => {
    const u = new PiiMasker().streamUnmasker();
    expect(u.push('see [1] and [a long note]')).toBe('see [1] and [a long note]');
    expect(u.flush()).toBe('');
  });
});
