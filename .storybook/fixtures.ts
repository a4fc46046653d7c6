// Data the stories seed into their QueryClient or answer from the stubbed fetch. Made up for
// display only; nothing here ships in the app.
import type { QueryKey } from '@tanstack/react-query';
import {
  defaultNotificationPreferences,
  defaultPrivacySettings,
  type RuntimeConfigResponse,
  type UserResponse,
} from '../modules/identity/contract';

export const clientUser: UserResponse = {
  id: 101,
  username: 'casey.client',
  email: 'casey@example.com',
  userType: 'client',
  role: 'client',
  createdAt: '2026-03-14T09:30:00.000Z',
};

export const investigatorUser: UserResponse = {
  id: 202,
  username: 'ivy.investigator',
  email: 'ivy@example.com',
  userType: 'investigator',
  role: 'investigator',
  createdAt: '2026-02-01T12:00:00.000Z',
};

export const adminUser: UserResponse = {
  id: 303,
  username: 'ops.admin',
  email: 'ops@example.com',
  userType: 'investigator',
  role: 'admin',
  createdAt: '2026-01-05T08:15:00.000Z',
};

export const auditorUser: UserResponse = {
  id: 404,
  username: 'audrey.auditor',
  email: 'audrey@example.com',
  userType: 'client',
  role: 'auditor',
  createdAt: '2026-02-20T16:45:00.000Z',
};

export const embeddedRuntime: RuntimeConfigResponse = { database: 'embedded', eventStore: 'postgres', ai: 'offline', payments: 'test' };
export const productionRuntime: RuntimeConfigResponse = {
  database: 'postgres',
  eventStore: 'eventstoredb',
  ai: 'openai',
  payments: 'stripe',
};

export { defaultNotificationPreferences, defaultPrivacySettings };

/** Query data for a signed-in user on embedded defaults. */
export function signedIn(user: UserResponse, runtime: RuntimeConfigResponse = embeddedRuntime): Array<[QueryKey, unknown]> {
  return [
    [['/api/session'], user],
    [['/api/config/runtime'], runtime],
  ];
}

export const serverError = (message = 'The server is unavailable') => ({
  status: 500,
  body: { message, code: 'INTERNAL' },
});
