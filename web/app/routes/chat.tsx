import { PlaceholderPage } from '../../components/placeholder-page';

export function ChatRoute() {
  return (
    <PlaceholderPage
      title="Chat"
      description="Chat with the AI assistant arrives in the conversation release."
    />
  );
}
