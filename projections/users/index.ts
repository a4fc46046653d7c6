// The users view: one row per live account (profile, role, preferences), as the session check,
// GET /api/user and the admin screen read it.
import type { Knex } from 'knex';
import { defineModule } from '../../infra/module.js';
import { declareView } from '../../infra/projections/read-side.js';
import { SESSION_SIGNALS } from '../../infra/http/session-cache.js';
import type { RecordedEvent } from '../../infra/eventstore/types.js';
import type { ViewCipher } from '../../infra/crypto/view-cipher.js';
import { usersProjector, usersViewMigration } from './projector.js';
import { usersRouter } from './routes.js';
import { usersAccess } from './access.js';
import { staffStatusMigration, staffStatusProjector } from './staff-status.js';

export { getUserById, publicUser, usernameOf, type UserReads, type ViewUser } from './queries.js';
/** What the sealed email is bound to: the directory's offers open it too (decision 0056). */
export { SEALED as USERS_SEALED } from './projector.js';

/**
 * The signed-in user is cached by the HTTP layer (infra/http/session-cache.ts): a batch drops the
 * users its events name, or every user when one names none.
 */
export function usersSessionDrops(events: readonly Pick<RecordedEvent, 'data'>[]): string[] {
  const ids = new Set<string>();
  for (const e of events) {
    const id = (e.data as { userId?: unknown }).userId;
    ids.add(typeof id === 'number' ? String(id) : '*');
  }
  return ids.has('*') ? ['*'] : [...ids];
}

export const usersView = defineModule<{ knex: Knex; cipher: ViewCipher }>({
  name: 'users-view',
  migrations: [usersViewMigration, staffStatusMigration],
  projectors: [
    declareView(usersProjector, { signalled: { topic: SESSION_SIGNALS.user, drops: usersSessionDrops, all: '*' } }),
    staffStatusProjector,
  ],
  access: usersAccess,
  create: (deps) => ({ routes: [usersRouter(deps)], api: undefined }),
});
