import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useSubscription } from '../../features/billing/api/get-subscription';
import { PlanBadge } from '../../features/billing/components/plan-badge';
import { ChatPage } from '../../features/conversation/components/chat-page';
import { EscalateButton } from '../../features/escalations/components/escalate-button';

export function ChatRoute() {
  // SPEC.md §2: escalating needs an active subscription (the server checks it as well).
  const { data: subscription } = useSubscription();
  const navigate = useNavigate();
  // `/?c=<id>` names the open conversation; `/` is the latest one. (No match in the build-time
  // first screen, web/prerender: the latest then.)
  const conversationId = useSearch({ from: '/app/', shouldThrow: false })?.c;
  return (
    <ChatPage
      // SPEC.md §2: the Chat header shows the free-trial or premium-active badge.
      planBadge={<PlanBadge />}
      escalateAction={<EscalateButton isSubscribed={subscription?.isSubscribed ?? false} />}
      // The free plan's daily limit reached: the way to Premium.
      upgradeLink={<Link to="/subscription">Upgrade to Premium</Link>}
      onUpgrade={() => void navigate({ to: '/subscription' })}
      conversationId={conversationId}
      onOpenConversation={(id) => void navigate({ to: '/', search: id === undefined ? {} : { c: id } })}
    />
  );
}
