import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { userResponse, type UserResponse } from '../../../../modules/identity/contract';
import { apiRequest } from '../../../lib/api-client';

const USER_URL = '/api/user';

/** The signed-in user, or null when nobody is signed in (the server answers 401). */
export async function getUser({ signal }: { signal?: AbortSignal } = {}): Promise<UserResponse | null> {
  const body = await apiRequest('GET', USER_URL, undefined, { signal, on401: 'returnNull' });
  return body === null ? null : userResponse.parse(body);
}

export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: [USER_URL],
    queryFn: ({ signal }) => getUser({ signal }),
  });

export function useUser() {
  return useQuery(getUserQueryOptions());
}

function isUserQuery(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === getUserQueryOptions().queryKey[0];
}

/** After login or registration: remember the user and refresh everything else. */
export function setSignedInUser(queryClient: QueryClient, user: UserResponse): void {
  queryClient.setQueryData(getUserQueryOptions().queryKey, user);
  void queryClient.invalidateQueries({ predicate: (query) => !isUserQuery(query.queryKey) });
}

/** After logout (or a 401 from any query): forget the user and every other user's data. */
export function setSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData(getUserQueryOptions().queryKey, null);
  queryClient.removeQueries({ predicate: (query) => !isUserQuery(query.queryKey) });
}
