import { PredictionsPage } from '../../features/predictions/components/predictions-page';

export function OutcomePredictionRoute() {
  return <PredictionsPage />;
}
