import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { Card } from '../../components/ui/card';
import { Typography } from '../../components/ui/typography';
import { MESSAGES } from '../../../modules/casework/contract';
import { CaseHistoryPage } from '../../features/casework/components/case-history-page';
import { isCaseId } from '../../features/casework/lib/case-id';
import { useSignedInUser } from '../use-signed-in-user';

const route = getRouteApi('/app/case-detail/$id/history');

/** /case-detail/{id}/history: the auditor's replay (auditor, admin, owner; the server decides). */
export function CaseHistoryRoute() {
  const { id } = route.useParams();
  const { event } = route.useSearch();
  const navigate = useNavigate();
  const user = useSignedInUser();
  if (!isCaseId(id)) {
    return (
      <div className="cb-page" style={{ display: 'flex', justifyContent: 'center', paddingTop: 64 }}>
        <Card className="cb-message-card">
          <Typography.Title level={1} style={{ fontSize: 22 }}>
            {MESSAGES.invalidCaseId}
          </Typography.Title>
          <Link to="/">Return to Home</Link>
        </Card>
      </div>
    );
  }
  return (
    <CaseHistoryPage
      caseId={Number(id)}
      selected={event}
      onSelect={(version) => void navigate({ to: '/case-detail/$id/history', params: { id }, search: { event: version }, replace: true })}
      // An auditor cannot open the case itself: back to the history lookup.
      onBack={() =>
        void (user.role === 'auditor' ? navigate({ to: '/case-history' }) : navigate({ to: '/case-detail/$id', params: { id } }))
      }
    />
  );
}
