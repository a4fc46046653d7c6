import { AccessDenied } from '../../components/access-denied';
import { PlaceholderPage } from '../../components/placeholder-page';
import { useSignedInUser } from '../use-signed-in-user';

/** Staff only (SPEC.md §6). */
export function InvestigatorNetworkRoute() {
  const user = useSignedInUser();
  if (user.userType !== 'investigator')
    return <AccessDenied title="Access Denied: This page is only available to verified investigators." />;
  return (
    <PlaceholderPage
      title="Investigator Network"
      description="The confidential directory of investigators in the network arrives in the directory release."
    />
  );
}
