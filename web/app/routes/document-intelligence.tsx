import { DocumentsPage } from '../../features/documents/components/documents-page';

export function DocumentIntelligenceRoute() {
  return <DocumentsPage />;
}
