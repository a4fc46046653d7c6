import { AccessDenied } from '../../components/access-denied';
import { PlaceholderPage } from '../../components/placeholder-page';
import { useSignedInUser } from '../use-signed-in-user';

/** /investigator-dashboard and /investigator (SPEC.md §2: the same screen), staff only. */
export function InvestigatorDashboardRoute() {
  const user = useSignedInUser();
  if (user.userType !== 'investigator')
    return <AccessDenied description="This page is only available to investigators." homeLink />;
  return (
    <PlaceholderPage
      title="Investigator Dashboard"
      description="The escalations and case analyses you work on arrive in the casework release."
    />
  );
}
