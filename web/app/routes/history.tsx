import { PlaceholderPage } from '../../components/placeholder-page';

export function HistoryRoute() {
  return (
    <PlaceholderPage
      title="History"
      description="Your chat history and escalation requests arrive in the conversation release."
    />
  );
}
