import { getRouteApi } from '@tanstack/react-router';
import { DocumentsPage } from '../../features/documents/components/documents-page';

const route = getRouteApi('/app/document-intelligence');

export function DocumentIntelligenceRoute() {
  const { open, page, start, end } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <DocumentsPage
      opened={open ? { open, page, start, end } : undefined}
      onCloseOpened={() => void navigate({ search: {}, replace: true })}
    />
  );
}
