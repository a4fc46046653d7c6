// What an audit answer shows of an event's data (issue 10, finding 2; docs/security.md):
// - secrets never: any field named like a password, secret or token (e.g. `pii.passwordHash`)
//   is removed for every reader;
// - case history (streams `case-*`, `escalation-*`): in full for auditors and the admin — it is
//   what they review;
// - every other stream (accounts, chats, subscriptions, sign-ins) is for the admin only, and its
//   personal data is reduced to what running the platform needs: usernames as they are (who),
//   emails masked (a***@example.com), and any other personal text replaced by its length.
export const CASE_HISTORY = /^(case|escalation)-/;

const SECRET_KEY = /password|secret|token|apikey|api_key/i;

export function isCaseHistory(stream: string): boolean {
  return CASE_HISTORY.test(stream);
}

/** a***@example.com: enough to recognise an address one already knows, not to learn one. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([k]) => !SECRET_KEY.test(k))
      .map(([k, v]) => [k, withoutSecrets(v)]),
  );
}

function minimisePersonal(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => minimisePersonal(v, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, minimisePersonal(v, k)]));
  }
  if (typeof value !== 'string') return value;
  if (/email/i.test(key)) return maskEmail(value);
  if (/^(username|name)$/i.test(key)) return value;
  return `[redacted: ${value.length} characters]`;
}

/** The event data a reader may see of this stream. */
export function redactData(stream: string, data: Record<string, unknown>): Record<string, unknown> {
  const clean = withoutSecrets(data) as Record<string, unknown>;
  if (isCaseHistory(stream) || clean.pii === null || clean.pii === undefined) return clean;
  return { ...clean, pii: minimisePersonal(clean.pii) };
}
