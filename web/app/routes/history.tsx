import { getRouteApi } from '@tanstack/react-router';
import { HistoryPage } from '../../features/conversation/components/history-page';
import { EscalationRequests } from '../../features/escalations/components/escalation-requests';

const route = getRouteApi('/app/history');

export function HistoryRoute() {
  const { tab = 'chat' } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <HistoryPage
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      escalationRequests={<EscalationRequests />}
      onOpenConversation={(id) => void navigate({ to: '/', search: { c: id } })}
    />
  );
}
