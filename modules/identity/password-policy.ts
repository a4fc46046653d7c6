// Which new passwords are refused beyond the length rule of the contract (NIST SP 800-63B §3.1.1.2:
// compare against "commonly-used, expected, or compromised" values). The list is zxcvbn's common
// passwords (@zxcvbn-ts/language-common: ~49,000, ranked from breach corpora), held in memory on
// the server only — the web form checks the length, the server the list (decision 0048).
import { dictionary } from '@zxcvbn-ts/language-common';
import { MESSAGES } from './contract.js';

const COMMON: ReadonlySet<string> = new Set((dictionary as Record<string, string[]>)['passwords-common'] ?? []);

/** Words the account itself makes easy to guess: the product, the username, the email and its name part. */
function contextWords(context: { username?: string; email?: string }): string[] {
  const words = ['casebook'];
  if (context.username) words.push(context.username);
  if (context.email) words.push(context.email, context.email.split('@')[0] ?? '');
  return words.map((w) => w.trim().toLowerCase()).filter((w) => w.length >= 3);
}

/** Why a new password is refused, or undefined when it may be used. Compared case-insensitively. */
export function passwordProblem(password: string, context: { username?: string; email?: string } = {}): string | undefined {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return MESSAGES.commonPassword;
  // The list's entries with a digit or two added ('password1', 'qwerty12') are as guessable.
  const stem = lower.replace(/[0-9!.?]{1,3}$/, '');
  if (stem !== lower && stem.length >= 4 && COMMON.has(stem)) return MESSAGES.commonPassword;
  if (contextWords(context).some((w) => lower === w || (stem === w && stem !== lower))) return MESSAGES.contextPassword;
  return undefined;
}

/** The size of the list, for the docs and the tests. */
export const commonPasswordCount = () => COMMON.size;
