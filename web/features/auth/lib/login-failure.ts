import { ApiError, errorMessage, errorStatus } from '../../../lib/api-client';

/** SPEC.md §8: the server refused the credentials (a 401, or words saying they are invalid). */
export function isCredentialRefusal(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error);
  return text.includes('401') || text.includes('Invalid');
}

/**
 * SPEC.md §8: wrong credentials read as such; a disabled account (403, told only after the right
 * password) and too many attempts (429) say so in the server's words; anything else asks to try later.
 */
export function loginFailureDescription(error: unknown): string {
  if (isCredentialRefusal(error)) return 'Invalid username or password. Please check your credentials.';
  const status = errorStatus(error);
  const words = error instanceof ApiError ? error.serverMessage : undefined;
  if ((status === 403 || status === 429) && words) return words;
  return 'Login failed. Please try again later.';
}

/**
 * Shown with every refusal: the server answers a login in the wrong mode (an investigator with the
 * switch off, a client with it on) exactly like a wrong password (DECISIONS.md), so the form says
 * which mode is which without saying which one failed.
 */
export const LOGIN_MODE_HINT = "Investigators sign in with the 'Investigator Login' switch on; clients with it off.";

/** SPEC.md §8: registration failures show the server's message. */
export function registrationFailureDescription(error: unknown): string {
  return errorMessage(error, 'Registration failed. Please try again later.');
}
