import { getRouteApi } from '@tanstack/react-router';
import { DocumentsPage } from '../../features/documents/components/documents-page';

const route = getRouteApi('/app/document-intelligence');

/** The opened document lives in the address (?open=…&page=…&start=…&end=…): a row opens it, Back closes it. */
export function DocumentIntelligenceRoute() {
  const { open, page, start, end } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <DocumentsPage
      opened={open ? { open, page, start, end } : undefined}
      onOpen={(place) => void navigate({ search: place })}
      onCloseOpened={() => void navigate({ search: {}, replace: true })}
    />
  );
}
