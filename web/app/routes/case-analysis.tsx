import { PlaceholderPage } from '../../components/placeholder-page';

export function CaseAnalysisRoute() {
  return (
    <PlaceholderPage
      title="Case Analysis"
      pro
      description="Submitting a criminal or family case for the AI mock-jury analysis ($199.99 per case) and tracking it arrives in the casework release."
    />
  );
}
