// The authorization matrix rows of the notifications routes (infra/http/access.ts). A user's
// notifications live in the user's own stream: anyone else's id answers like a missing one (404).
import type { AccessTable } from '../../infra/http/access.js';

const A = (anonymous: number, owner: number, otherClient: number, investigator: number, admin: number, auditor: number) => ({
  anonymous,
  owner,
  otherClient,
  investigator,
  admin,
  auditor,
});

export const notificationsAccess: AccessTable = {
  'PATCH /api/notifications/:id/read': {
    expect: A(401, 200, 404, 404, 404, 403),
    resource: 'notification',
    note: "the owner's in-app notification (e.g. from an escalation status change); anyone else's id answers 404; auditors are read-only (403)",
  },
  'POST /api/notifications/read-all': {
    expect: A(401, 200, 200, 200, 200, 403),
    note: "marks the caller's own notifications only; auditors are read-only",
  },
  'GET /api/admin/outbox': { expect: A(401, 403, 403, 403, 200, 403) },
};
