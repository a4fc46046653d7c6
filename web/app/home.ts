import type { UserResponse } from '../../modules/identity/contract';

export type HomePath = '/' | '/investigator-dashboard' | '/case-history';

/**
 * Where a role works (decision 0054): '/' leads there after sign-in. Clients chat; staff
 * (investigator, admin) work the dashboard; the auditor reads case history.
 */
export function homePathFor(user: Pick<UserResponse, 'userType' | 'role'>): HomePath {
  if (user.role === 'auditor') return '/case-history';
  if (user.userType === 'investigator') return '/investigator-dashboard';
  return '/';
}
