import { AccessDenied } from '../../components/access-denied';
import { NetworkPage } from '../../features/directory/components/network-page';
import { useSignedInUser } from '../use-signed-in-user';

/** Staff only (SPEC.md §6); the server answers 403 too. */
export function InvestigatorNetworkRoute() {
  const user = useSignedInUser();
  if (user.userType !== 'investigator')
    return <AccessDenied title="Access Denied: This page is only available to verified investigators." />;
  return <NetworkPage />;
}
