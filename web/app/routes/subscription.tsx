import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { SubscriptionPage } from '../../features/billing/components/subscription-page';
import { refreshAfterSubscriptionChange } from '../subscription-changed';
import { useGoTo } from '../use-go-to';

const route = getRouteApi('/app/subscription');

export function SubscriptionRoute() {
  const { redirect_status: redirectStatus, payment_intent: paymentIntent } = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const goTo = useGoTo();

  return (
    <SubscriptionPage
      returnParams={redirectStatus ? { redirectStatus, paymentIntent } : undefined}
      onReturnHandled={() => void navigate({ search: {}, replace: true })}
      // SPEC.md §4: the user is refetched after a payment (the header and premium checks read it).
      onSubscriptionChanged={() => refreshAfterSubscriptionChange(queryClient)}
      onNavigate={goTo}
    />
  );
}
