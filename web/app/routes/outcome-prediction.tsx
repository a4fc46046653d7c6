import { PlaceholderPage } from '../../components/placeholder-page';

export function OutcomePredictionRoute() {
  return (
    <PlaceholderPage
      title="Outcome Prediction"
      pro
      description="Outcome predictions for your case analyses, with risk, cost and timeline estimates, arrive in the casework release."
    />
  );
}
