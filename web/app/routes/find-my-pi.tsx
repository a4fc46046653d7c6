import { FindMyPiPage } from '../../features/directory/components/find-my-pi-page';

export function FindMyPiRoute() {
  return <FindMyPiPage />;
}
