import { getRouteApi } from '@tanstack/react-router';
import { AuditCaseList } from '../../features/casework/components/audit-case-list';

const route = getRouteApi('/app/case-history');

/** /case-history: the auditor's list of cases, each opening its event history (the auditor's home). */
export function CaseHistoryLookupRoute() {
  const { q, status, page } = route.useSearch();
  const navigate = route.useNavigate();
  return <AuditCaseList q={q} status={status} page={page} onChange={(next) => void navigate({ search: next, replace: !next.page })} />;
}
