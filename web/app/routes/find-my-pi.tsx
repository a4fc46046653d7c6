import { PlaceholderPage } from '../../components/placeholder-page';

export function FindMyPiRoute() {
  return (
    <PlaceholderPage
      title="Find My PI"
      description="Searching licensed, background-checked private investigators near you and sending them inquiries arrives in the directory release."
    />
  );
}
