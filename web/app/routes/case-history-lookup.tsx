import { useNavigate } from '@tanstack/react-router';
import { CaseHistoryLookup } from '../../features/casework/components/case-history-lookup';

/** /case-history: open a case's event history by its id (the auditor's menu entry). */
export function CaseHistoryLookupRoute() {
  const navigate = useNavigate();
  return <CaseHistoryLookup onOpen={(caseId) => void navigate({ to: '/case-detail/$id/history', params: { id: String(caseId) } })} />;
}
