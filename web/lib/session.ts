import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { UserResponse } from '../../modules/identity/contract';
import { apiRequest } from './api-client';
import { clearDrafts } from './draft-keys';
import { loadIdentityContract } from './identity-contract';

const USER_URL = '/api/user';
const SESSION_URL = '/api/session';

/** GET /api/user (SPEC.md §7): the signed-in user, or null when the server answers 401. */
export async function getUser({ signal }: { signal?: AbortSignal } = {}): Promise<UserResponse | null> {
  const body = await apiRequest('GET', USER_URL, undefined, { signal, on401: 'returnNull' });
  return body === null ? null : (await loadIdentityContract()).userResponse.parse(body);
}

/**
 * GET /api/session: the same user, or null, answered 200 either way. The app asks this on every
 * page load, where being signed out is expected and must not show as a failed request.
 */
export async function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<UserResponse | null> {
  const body = await apiRequest('GET', SESSION_URL, undefined, { signal });
  // Signed out: nothing to check, and no need for the contract's schemas (zod) on /auth.
  if (typeof body === 'object' && body !== null && 'user' in body && body.user === null) return null;
  const { sessionResponse } = await import('./session-response');
  return sessionResponse.parse(body).user;
}

/** The signed-in user (null when signed out), as the route guards and the layout read it. */
export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: [SESSION_URL],
    queryFn: ({ signal }) => getSession({ signal }),
  });

export function useUser() {
  return useQuery(getUserQueryOptions());
}

function isUserQuery(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === getUserQueryOptions().queryKey[0];
}

/** After login or registration: remember the user and refresh everything else. */
export function setSignedInUser(queryClient: QueryClient, user: UserResponse): void {
  // Another user's form drafts (personal details) do not stay on a browser someone else signs in to.
  clearDrafts({ keepUserId: user.id });
  queryClient.setQueryData(getUserQueryOptions().queryKey, user);
  void queryClient.invalidateQueries({ predicate: (query) => !isUserQuery(query.queryKey) });
}

/** After logout (or a 401 from any query): forget the user, every other user's data and every form draft. */
export function setSignedOut(queryClient: QueryClient): void {
  // A form draft lives only while its user is signed in on this browser (decision 0051).
  clearDrafts();
  queryClient.setQueryData(getUserQueryOptions().queryKey, null);
  queryClient.removeQueries({ predicate: (query) => !isUserQuery(query.queryKey) });
}
