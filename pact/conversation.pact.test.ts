// The chat and escalations contract between the web app and the API, in one file so the order is
// fixed: the consumer test writes pacts/Casebook Web-Casebook Conversation API.json, then the
// provider verifies it.
import { describe } from 'vitest';
import { conversationConsumerTests } from './conversation.consumer';
import { conversationProviderTests } from './conversation.provider';

describe('chat and escalations contract', () => {
  conversationConsumerTests();
  conversationProviderTests();
});
