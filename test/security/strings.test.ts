// Finding 1 and 11 of issue 10, at the contract level: every text a request carries follows the one
// string rule (infra/http/text.ts). NUL and the other C0/C1 controls are refused with a clear
// message, free text keeps newlines and tabs, names refuse invisible and direction-changing
// characters, and text is normalised to NFC.
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { TEXT_MESSAGES } from '../../infra/http/text.js';
import {
  createStaffRequest,
  eraseRequest,
  loginRequest,
  passwordChangeRequest,
  profileRequest,
  registerRequest,
} from '../../modules/identity/contract.js';
import { escalationRequest, sendMessageRequest } from '../../modules/conversation/contract.js';
import { confirmReturnRequest, testAuthenticateRequest, testCardConfirmRequest } from '../../modules/billing/contract.js';
import { networkMemberRequest } from '../../modules/directory/contract.js';

const validNetworkMember = { legalName: 'Sample Agency (sample)', contactEmail: 'agency@example.com' };

const YEAR = new Date().getUTCFullYear() + 2;
const valid = {
  register: { username: 'alice', email: 'alice@example.com', password: 'secret-pass' },
  login: { username: 'alice', password: 'secret-pass' },
  profile: { username: 'alice', email: 'alice@example.com' },
  password: { currentPassword: 'secret-pass', newPassword: 'secret-pass-2', confirmPassword: 'secret-pass-2' },
  erase: { password: 'secret-pass' },
  staff: { username: 'inv-one', email: 'inv@example.com', password: 'secret-pass', role: 'investigator' },
  message: { content: 'How do I find a missing person?' },
  escalation: { caseSummary: 'My brother has been missing since Friday', urgency: 'standard' },
  card: { clientSecret: 'pi_123_secret_abc', cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: YEAR, cvc: '123' },
  authenticate: { clientSecret: 'pi_123_secret_abc', approve: true },
  confirmReturn: { redirectStatus: 'succeeded', paymentIntent: 'pi_123' },
};

// Every text field of every request contract, with a valid body to put it in.
const fields: [string, z.ZodMiniType, Record<string, unknown>, string][] = [
  ['register.username', registerRequest, valid.register, 'username'],
  ['register.email', registerRequest, valid.register, 'email'],
  ['register.password', registerRequest, valid.register, 'password'],
  ['login.username', loginRequest, valid.login, 'username'],
  ['login.password', loginRequest, valid.login, 'password'],
  ['profile.username', profileRequest, valid.profile, 'username'],
  ['profile.email', profileRequest, valid.profile, 'email'],
  ['password.currentPassword', passwordChangeRequest, valid.password, 'currentPassword'],
  ['password.newPassword', passwordChangeRequest, valid.password, 'newPassword'],
  ['erase.password', eraseRequest, valid.erase, 'password'],
  ['staff.username', createStaffRequest, valid.staff, 'username'],
  ['message.content', sendMessageRequest, valid.message, 'content'],
  ['escalation.caseSummary', escalationRequest, valid.escalation, 'caseSummary'],
  ['card.clientSecret', testCardConfirmRequest, valid.card, 'clientSecret'],
  ['card.cardNumber', testCardConfirmRequest, valid.card, 'cardNumber'],
  ['card.cvc', testCardConfirmRequest, valid.card, 'cvc'],
  ['authenticate.clientSecret', testAuthenticateRequest, valid.authenticate, 'clientSecret'],
  ['confirmReturn.paymentIntent', confirmReturnRequest, valid.confirmReturn, 'paymentIntent'],
];

describe('the string rule in every request contract', () => {
  it('accepts every valid body as it is', () => {
    for (const [name, schema, body] of fields) expect(schema.safeParse(body).success, name).toBe(true);
  });

  it.each(fields)('%s refuses NUL, other C0 controls, DEL and C1 controls', (_name, schema, body, field) => {
    for (const bad of ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\u009b']) {
      const value = String(body[field]).slice(0, 3) + bad + String(body[field]).slice(3);
      const result = schema.safeParse({ ...body, [field]: value });
      expect(result.success, JSON.stringify(value)).toBe(false);
    }
  });

  it('says why a control character is refused where the text is otherwise fine', () => {
    const r = sendMessageRequest.safeParse({ content: 'hello\u0000world' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(TEXT_MESSAGES.control);
    const s = escalationRequest.safeParse({ ...valid.escalation, caseSummary: 'Missing since Friday\u0000 night' });
    expect(s.error!.issues[0]!.message).toBe(TEXT_MESSAGES.control);
  });

  it('refuses half a surrogate pair (JSON "\\ud800"), which Postgres cannot store, and keeps whole pairs', () => {
    for (const bad of ['\ud800', 'a\udc00b', 'end \ud83d']) {
      const r = sendMessageRequest.safeParse({ content: bad });
      expect(r.success).toBe(false);
      expect(r.error!.issues[0]!.message).toBe(TEXT_MESSAGES.malformed);
    }
    expect(sendMessageRequest.parse({ content: 'a pair: \ud83d\ude00' }).content).toBe('a pair: \u{1F600}');
    expect(networkMemberRequest.safeParse({ ...validNetworkMember, notes: '\ud800' }).success).toBe(false);
  });

  it('keeps newlines and tabs in free text', () => {
    expect(sendMessageRequest.parse({ content: 'line one\nline two\ttabbed' }).content).toBe('line one\nline two\ttabbed');
    expect(escalationRequest.parse({ ...valid.escalation, caseSummary: 'First line\r\nSecond line' }).caseSummary).toBe(
      'First line\r\nSecond line',
    );
  });

  it('refuses invisible and direction-changing characters in usernames, and line breaks', () => {
    for (const bad of ['adm\u202Ein', 'ali\u200Bce', 'bob\u2066x', '\uFEFFcarol', 'dave\u00AD', 'eve\nmallory']) {
      for (const schema of [registerRequest, profileRequest, createStaffRequest]) {
        const body = schema === createStaffRequest ? valid.staff : schema === profileRequest ? valid.profile : valid.register;
        expect(schema.safeParse({ ...body, username: bad }).success, JSON.stringify(bad)).toBe(false);
      }
    }
    expect(registerRequest.safeParse({ ...valid.register, username: 'adm\u202Ein' }).error!.issues[0]!.message).toBe(
      TEXT_MESSAGES.invisible,
    );
  });

  it('normalises names and free text to NFC, but keeps passwords exactly as typed', () => {
    const decomposed = 'Jose\u0301';
    expect(registerRequest.parse({ ...valid.register, username: decomposed }).username).toBe('Jos\u00e9');
    expect(sendMessageRequest.parse({ content: `Caf${'e\u0301'}` }).content).toBe('Caf\u00e9');
    expect(registerRequest.parse({ ...valid.register, password: `pa${'e\u0301'}ss-word` }).password).toBe(`pa${'e\u0301'}ss-word`);
  });
});
