import { useQueryClient } from '@tanstack/react-query';
import { PaymentMethodsPage } from '../../features/billing/components/payment-methods-page';
import { refreshAfterSubscriptionChange } from '../subscription-changed';
import { useGoTo } from '../use-go-to';

/** /subscription/payment-methods: the test provider's billing portal (DECISIONS.md). */
export function PaymentMethodsRoute() {
  const queryClient = useQueryClient();
  const goTo = useGoTo();
  return <PaymentMethodsPage onNavigate={goTo} onCancelled={() => refreshAfterSubscriptionChange(queryClient)} />;
}
