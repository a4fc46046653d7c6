import { useMutation } from '@tanstack/react-query';
import { userResponse, type ProfileRequest, type UserResponse } from '../../../../modules/identity/contract';
import { apiRequest } from '../../../lib/api-client';

export async function updateProfile(input: ProfileRequest): Promise<UserResponse> {
  return userResponse.parse(await apiRequest('PUT', '/api/user/profile', input));
}

/**
 * The saved user is handed to `onSaved`: the signed-in user's cache belongs to the auth feature,
 * so the app layer (which may use both features) writes it there.
 */
export function useUpdateProfile({ onSaved }: { onSaved?: (user: UserResponse) => void } = {}) {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => onSaved?.(user),
  });
}
