import { errorMessage } from '../../../lib/api-client';

/** SPEC.md §8: the server refused the credentials (a 401, or words saying they are invalid). */
export function isCredentialRefusal(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error);
  return text.includes('401') || text.includes('Invalid');
}

/** SPEC.md §8: wrong credentials read as such; anything else asks to try later. */
export function loginFailureDescription(error: unknown): string {
  return isCredentialRefusal(error)
    ? 'Invalid username or password. Please check your credentials.'
    : 'Login failed. Please try again later.';
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
