import { PlaceholderPage } from '../../components/placeholder-page';

export function DocumentIntelligenceRoute() {
  return (
    <PlaceholderPage
      title="Document Intelligence"
      pro
      description="Uploading documents for AI analysis and key-information extraction arrives in the documents release."
    />
  );
}
