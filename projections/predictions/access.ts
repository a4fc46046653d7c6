// Who may read the predictions view (infra/http/access.ts). Predictions are the caller's own
// (every signed-in account gets its own list, empty when it has no analysed case); the market
// analysis holds only aggregates of 5 cases or more, so every signed-in user may read it;
// auditors read case histories and nothing else (DECISIONS.md): 403.
import { only, type AccessTable } from '../../infra/http/access.js';

export const predictionsAccess: AccessTable = {
  'GET /api/predictions': {
    expect: only(200, ['owner', 'otherClient', 'investigator', 'admin']),
    note: 'Own predictions only: the query is scoped to the session’s user.',
  },
  'GET /api/market-analysis': {
    expect: only(200, ['owner', 'otherClient', 'investigator', 'admin']),
    note: 'Aggregates of completed cases; groups under 5 cases are left out.',
  },
};
