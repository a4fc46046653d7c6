import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { TemplatesPage } from '../../features/templates/components/templates-page';
import { useSignedInUser } from '../use-signed-in-user';

const route = getRouteApi('/app/templates');

export function TemplatesRoute() {
  const { template, caseTitle, caseNumber, caseId } = route.useSearch();
  const navigate = route.useNavigate();
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  // The case a link names (Case Detail's Letters button): its values fill the form. The case's code
  // loads only then; Case Detail's copy of the case is used when it has one. A case the user may
  // not read leaves the form to the link's title and number.
  const fromCase = useQuery({
    queryKey: ['templates-case-prefill', caseId],
    enabled: caseId !== undefined,
    retry: false,
    queryFn: async () => (await import('../templates-case-prefill')).loadCasePrefill(queryClient, caseId!),
  });
  return (
    <TemplatesPage
      templateId={template}
      onChoose={(id) => void navigate({ search: (s) => ({ ...s, template: id }) })}
      user={{ username: user.username, email: user.email }}
      caseRef={{ title: caseTitle, number: caseNumber, ...fromCase.data }}
      caseLoading={caseId !== undefined && fromCase.isPending}
    />
  );
}
