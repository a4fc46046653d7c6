import { getRouteApi } from '@tanstack/react-router';
import { TemplatesPage } from '../../features/templates/components/templates-page';
import { useSignedInUser } from '../use-signed-in-user';

const route = getRouteApi('/app/templates');

export function TemplatesRoute() {
  const { template, caseTitle, caseNumber } = route.useSearch();
  const navigate = route.useNavigate();
  const user = useSignedInUser();
  return (
    <TemplatesPage
      templateId={template}
      onChoose={(id) => void navigate({ search: (s) => ({ ...s, template: id }) })}
      user={{ username: user.username, email: user.email }}
      caseRef={{ title: caseTitle, number: caseNumber }}
    />
  );
}
