// The authorization matrix rows of the templates routes (infra/http/access.ts). The library is the
// same for every signed-in user; `template` names any published template (e.g.
// 'evidence-preservation-request').
import type { AccessTable } from '../../infra/http/access.js';

const A = (anonymous: number, owner: number, otherClient: number, investigator: number, admin: number, auditor: number) => ({
  anonymous,
  owner,
  otherClient,
  investigator,
  admin,
  auditor,
});

export const templatesAccess: AccessTable = {
  'GET /api/templates': { expect: A(401, 200, 200, 200, 200, 200) },
  'GET /api/templates/:id': { expect: A(401, 200, 200, 200, 200, 200), resource: 'template' },
  'POST /api/templates/:id/render': {
    expect: A(401, 200, 200, 200, 200, 403),
    resource: 'template',
    body: 'templateRender',
    note: "{ format: 'pdf', variables: every required variable filled }; nothing is stored; auditors are read-only (no POST)",
  },
};
