import { useQueryClient } from '@tanstack/react-query';
import { getUserQueryOptions } from '../../features/auth/api/get-user';
import { PaymentMethodsPage } from '../../features/billing/components/payment-methods-page';
import { useGoTo } from '../use-go-to';

/** /subscription/payment-methods: the test provider's billing portal (DECISIONS.md). */
export function PaymentMethodsRoute() {
  const queryClient = useQueryClient();
  const goTo = useGoTo();
  return (
    <PaymentMethodsPage
      onNavigate={goTo}
      onCancelled={() => void queryClient.invalidateQueries({ queryKey: getUserQueryOptions().queryKey })}
    />
  );
}
