// Who may read the escalations view's endpoints (infra/http/access.ts).
import { only, signedIn, type AccessTable } from '../../infra/http/access.js';

export const escalationsAccess: AccessTable = {
  'GET /api/escalations': { expect: signedIn(200), note: 'Clients list their own, staff all of them.' },
  'GET /api/escalations/:id/report.pdf': {
    expect: only(200, ['owner', 'investigator', 'admin'], 404),
    resource: 'escalation',
    note: "Someone else's escalation answers exactly like a missing one.",
  },
};
