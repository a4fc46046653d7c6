import { PlaceholderPage } from '../../components/placeholder-page';

export function SubscriptionRoute() {
  return (
    <PlaceholderPage
      title="Subscription"
      description="The Premium plan ($29/month, cancel anytime: unlimited AI assistance and investigator escalations) and its payment arrive in the billing release."
    />
  );
}
