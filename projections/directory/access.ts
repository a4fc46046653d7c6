// Who may read the directory views' endpoints (infra/http/access.ts).
import { only, signedIn, type AccessTable } from '../../infra/http/access.js';
import { searchRequest } from '../../modules/directory/index.js';

export const directoryViewAccess: AccessTable = {
  'GET /api/find-pi/search': {
    expect: signedIn(400),
    query: searchRequest,
    note: 'The web app’s search (decision 0032): a read, so auditors may search too. Without ?investigationType=&location= the answer is 400 for every signed-in caller.',
  },
  'POST /api/find-pi/search': {
    expect: signedIn(200, { auditor: 403 }),
    body: 'piSearch',
    schema: searchRequest,
    note: 'A read sent as POST (SPEC §7): every signed-in caller searches; auditors are refused every POST by the read-only rule.',
  },
  'GET /api/pi-reviews': {
    expect: signedIn(400),
    note: 'Without ?piId= the answer is 400 for every signed-in caller; with one, that PI’s reviews.',
  },
  'GET /api/pi-inquiries': {
    expect: signedIn(200),
    note: 'A client’s own; an investigator’s linked listings’; an admin all; others an empty list.',
  },
  'GET /api/admin/investigators': {
    expect: only(200, ['admin']),
    note: 'The admin’s directory screen (listings, their linked accounts, licences expiring within 30 days); everyone else 403.',
  },
  'GET /api/escalation-offers': {
    expect: only(200, ['investigator']),
    note: 'An investigator’s own offers of routed escalations (decision 0057); everyone else 403.',
  },
  'GET /api/admin/escalation-routing': {
    expect: only(200, ['admin']),
    note: 'Every routed escalation with its steps, for the admin; everyone else 403.',
  },
  'GET /api/investigator-network': {
    expect: only(200, ['investigator', 'admin']),
    note: 'Staff only (SPEC §2 Investigator Network); clients and auditors 403.',
  },
};
