import type { UserResponse } from '../../modules/identity/contract';
import { useUser } from '../lib/session';

/**
 * The signed-in user, for pages inside the signed-in layout: its guard has loaded the user and
 * the layout stops rendering pages the moment the user is gone.
 */
export function useSignedInUser(): UserResponse {
  const { data } = useUser();
  if (!data) throw new Error('useSignedInUser is only for pages inside the signed-in layout');
  return data;
}
