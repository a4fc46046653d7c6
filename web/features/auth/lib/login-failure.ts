import { errorMessage } from '../../../lib/api-client';

/** SPEC.md §8: wrong credentials read as such; anything else asks to try later. */
export function loginFailureDescription(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.includes('401') || text.includes('Invalid')
    ? 'Invalid username or password. Please check your credentials.'
    : 'Login failed. Please try again later.';
}

/** SPEC.md §8: registration failures show the server's message. */
export function registrationFailureDescription(error: unknown): string {
  return errorMessage(error, 'Registration failed. Please try again later.');
}
