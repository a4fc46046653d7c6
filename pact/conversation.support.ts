// Shared by the chat and escalations consumer and provider tests: the provider's name (one
// pact per module, like billing's, so each contract's run starts its own file afresh) and the
// provider states both sides agree on.
import path from 'node:path';
import { CONSUMER, PACT_DIR } from './support';

/** The conversation module's endpoints of the API (modules/conversation, its views). */
export const CONVERSATION_PROVIDER = 'Casebook Conversation API';
export const CONVERSATION_PACT_FILE = path.join(PACT_DIR, `${CONSUMER}-${CONVERSATION_PROVIDER}.json`);

export const QUESTION = 'How do I find a missing person?';

export const CONVERSATION_STATES = {
  /** A fresh free client is signed in. */
  clientSignedIn: 'a client is signed in',
  /** A fresh free client who asked QUESTION and got the reply is signed in. */
  clientWithConversation: 'a client who asked a question is signed in',
  /** A fresh free client who used up today's free messages is signed in. */
  clientAtQuota: "a client who used up today's free messages is signed in",
  /** A fresh free client with a conversation (QUESTION asked in it) is signed in. Answers `{ id }`. */
  clientWithNamedConversation: 'a client with a conversation is signed in',
  /** A fresh client with an active Premium subscription is signed in. */
  premiumSignedIn: 'a premium client is signed in',
  /** A fresh premium client who escalated a case is signed in. */
  premiumWithEscalation: 'a premium client with an escalation is signed in',
  /** The admin is signed in; a client's escalation is pending. Answers `{ id }`. */
  adminWithPendingEscalation: 'the admin is signed in and an escalation is pending',
  /** The admin is signed in; a client's escalation is resolved. Answers `{ id }`. */
  adminWithResolvedEscalation: 'the admin is signed in and an escalation is resolved',
} as const;
