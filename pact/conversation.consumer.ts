// Consumer side of the chat and escalations contract: the web app's real fetchers
// (web/features/conversation/api, web/features/escalations/api) call a Pact mock server, and what
// they send and accept is written to pacts/ for the provider to verify. The chat's
// stream (text/event-stream) is not a Pact interaction; its format is pinned by the server's
// route tests and the web app's stream tests.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../modules/conversation/contract';
import { clearMessages } from '../web/features/conversation/api/clear-messages';
import { createConversation } from '../web/features/conversation/api/create-conversation';
import { deleteConversation } from '../web/features/conversation/api/delete-conversation';
import { getConversations } from '../web/features/conversation/api/get-conversations';
import { renameConversation } from '../web/features/conversation/api/rename-conversation';
import { getMessages } from '../web/features/conversation/api/get-messages';
import { sendMessage } from '../web/features/conversation/api/send-message';
import { QUOTA_TEXT, sendFailureDescription } from '../web/features/conversation/lib/send-failure';
import { createEscalation } from '../web/features/escalations/api/create-escalation';
import { getEscalations } from '../web/features/escalations/api/get-escalations';
import { updateEscalationStatus } from '../web/features/escalations/api/update-escalation-status';
import { CONSUMER, COOKIE_PATTERN, EXAMPLE_COOKIE, failure, pactConsumer } from './support';
import { CONVERSATION_PACT_FILE, CONVERSATION_PROVIDER, CONVERSATION_STATES as STATES, QUESTION } from './conversation.support';

const { boolean, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;
const CASE_ID = /^INV-\d{4}-\d{5}$/;
const instant = () => regex(ISO_INSTANT, '2026-03-14T09:26:53.589Z');
const cookieHeader = { Cookie: regex(COOKIE_PATTERN, EXAMPLE_COOKIE) };
const errorBody = (message: unknown, code: string) => ({ message, code: string(code) });

/** A chat message as GET /api/messages lists it; `isUser` exact where the interaction fixes it. */
const messageBody = (content: unknown, isUser: boolean | ReturnType<typeof boolean>) => ({
  id: string('5b0f5a0e-8c1a-4a53-9f3e-2f0d6c1b7a11'),
  content,
  isUser,
  createdAt: instant(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The conversation the provider state made (its id comes from the state). */
const CONVERSATION_ID = '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f';

/** A conversation as GET /api/conversations lists it. */
const conversationBody = (title: unknown, messageCount: unknown) => ({
  id: regex(UUID, CONVERSATION_ID),
  title,
  createdAt: instant(),
  updatedAt: instant(),
  messageCount,
});

/** An escalation in GET /api/escalations and PATCH …/status. */
const escalationBody = (status: string, staff: boolean) => ({
  id: integer(1),
  caseId: regex(CASE_ID, 'INV-2026-12345'),
  caseSummary: string('My brother has been missing since Friday night'),
  urgency: regex(/^(standard|priority|urgent)$/, 'standard'),
  status,
  estimatedResponse: regex(/^(24-48 hours|8-24 hours|as soon as possible)$/, '24-48 hours'),
  createdAt: instant(),
  updatedAt: instant(),
  ...(staff ? { userId: integer(7), username: string('alice') } : {}),
});

export function conversationConsumerTests(): void {
  describe(`consumer: ${CONSUMER} → ${CONVERSATION_PROVIDER}`, () => {
    const { browser, interaction } = pactConsumer(CONVERSATION_PROVIDER, CONVERSATION_PACT_FILE);

    describe('chat', () => {
      it('GET /api/messages answers the conversation, oldest first', async () => {
        await interaction('a request for the conversation', STATES.clientWithConversation)
          .withRequest('GET', '/api/messages', (req) => req.headers(cookieHeader))
          .willRespondWith(200, (res) => res.jsonBody(eachLike(messageBody(string(QUESTION), boolean(true)), 2)))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            const messages = await getMessages();
            expect(messages).toHaveLength(2);
            expect(messages[0]).toMatchObject({ content: QUESTION, isUser: true });
          });
      });

      it('POST /api/messages answers 201 with the saved question and the whole reply', async () => {
        await interaction('a chat message', STATES.clientSignedIn)
          .withRequest('POST', '/api/messages', (req) => req.headers(cookieHeader).jsonBody({ content: QUESTION }))
          .willRespondWith(201, (res) =>
            res.jsonBody({
              userMessage: messageBody(QUESTION, true),
              assistantMessage: messageBody(string('**Missing persons investigations**\n- Report it to the police'), false),
            }),
          )
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            const sent = await sendMessage({ content: `  ${QUESTION}  ` });
            expect(sent.userMessage).toMatchObject({ content: QUESTION, isUser: true });
            expect(sent.assistantMessage.isUser).toBe(false);
            expect(sent.assistantMessage.content.length).toBeGreaterThan(0);
          });
      });

      it("POST /api/messages over the free plan's daily quota answers 429 with the word the toast looks for", async () => {
        await interaction('a chat message over the daily quota', STATES.clientAtQuota)
          .withRequest('POST', '/api/messages', (req) => req.headers(cookieHeader).jsonBody({ content: QUESTION }))
          .willRespondWith(429, (res) => res.jsonBody(errorBody(regex(/.*quota.*/, MESSAGES.quota), 'TOO_MANY_REQUESTS')))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            const error = await failure(sendMessage({ content: QUESTION }));
            expect(error.status).toBe(429);
            expect(sendFailureDescription(error)).toBe(QUOTA_TEXT);
          });
      });

      it('DELETE /api/messages clears the conversation and answers 204', async () => {
        await interaction('a clear of the conversation', STATES.clientWithConversation)
          .withRequest('DELETE', '/api/messages', (req) => req.headers(cookieHeader))
          .willRespondWith(204)
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            await expect(clearMessages()).resolves.toBeUndefined();
          });
      });
    });

    describe('conversations', () => {
      it('GET /api/conversations answers the conversations, newest activity first', async () => {
        await interaction("a request for the client's conversations", STATES.clientWithConversation)
          .withRequest('GET', '/api/conversations', (req) => req.headers(cookieHeader))
          .willRespondWith(200, (res) => res.jsonBody(eachLike(conversationBody(string(QUESTION), integer(2)))))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            const [first] = await getConversations();
            expect(first).toMatchObject({ title: QUESTION, messageCount: 2 });
          });
      });

      it('POST /api/conversations answers 201 with a new, empty conversation', async () => {
        await interaction('a new conversation with a title', STATES.clientSignedIn)
          .withRequest('POST', '/api/conversations', (req) => req.headers(cookieHeader).jsonBody({ title: 'Landlord dispute' }))
          .willRespondWith(201, (res) => res.jsonBody(conversationBody('Landlord dispute', 0)))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            const made = await createConversation({ title: '  Landlord dispute ' });
            expect(made).toMatchObject({ id: CONVERSATION_ID, title: 'Landlord dispute', messageCount: 0 });
          });
      });

      it('PATCH /api/conversations/:id renames it and answers the conversation', async () => {
        await interaction('a rename of a conversation', STATES.clientWithNamedConversation)
          .withRequest('PATCH', fromProviderState('/api/conversations/${id}', `/api/conversations/${CONVERSATION_ID}`), (req) =>
            req.headers(cookieHeader).jsonBody({ title: 'Missing brother' }),
          )
          .willRespondWith(200, (res) => res.jsonBody(conversationBody('Missing brother', integer(2))))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            const renamed = await renameConversation({ id: CONVERSATION_ID, title: 'Missing brother' });
            expect(renamed).toMatchObject({ id: CONVERSATION_ID, title: 'Missing brother' });
          });
      });

      it('DELETE /api/conversations/:id answers 204', async () => {
        await interaction('a delete of a conversation', STATES.clientWithNamedConversation)
          .withRequest('DELETE', fromProviderState('/api/conversations/${id}', `/api/conversations/${CONVERSATION_ID}`), (req) =>
            req.headers(cookieHeader),
          )
          .willRespondWith(204)
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            await expect(deleteConversation(CONVERSATION_ID)).resolves.toBeUndefined();
          });
      });
    });

    describe('escalations', () => {
      it("GET /api/escalations answers the client's own escalations", async () => {
        await interaction("a request for the client's escalations", STATES.premiumWithEscalation)
          .withRequest('GET', '/api/escalations', (req) => req.headers(cookieHeader))
          .willRespondWith(200, (res) => res.jsonBody(eachLike(escalationBody('pending', false))))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            const [first] = await getEscalations();
            expect(first).toMatchObject({ status: 'pending', caseId: 'INV-2026-12345' });
          });
      });

      it('POST /api/escalations from a premium client answers 201 with the server-made case id', async () => {
        const request = { caseSummary: 'A stranger has followed me home from work three times.', urgency: 'urgent' as const };
        await interaction('an escalation from a premium client', STATES.premiumSignedIn)
          .withRequest('POST', '/api/escalations', (req) => req.headers(cookieHeader).jsonBody(request))
          .willRespondWith(201, (res) =>
            res.jsonBody({
              id: integer(4),
              caseId: regex(CASE_ID, 'INV-2026-48213'),
              status: 'pending',
              urgency: 'urgent',
              estimatedResponse: 'as soon as possible',
            }),
          )
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            const created = await createEscalation({ ...request, caseSummary: `  ${request.caseSummary} ` });
            expect(created).toMatchObject({ caseId: 'INV-2026-48213', status: 'pending', estimatedResponse: 'as soon as possible' });
          });
      });

      it('POST /api/escalations from a free client answers 403 PREMIUM_REQUIRED with the message the toast shows', async () => {
        const request = { caseSummary: 'My brother has been missing since Friday night', urgency: 'standard' as const };
        await interaction('an escalation from a free client', STATES.clientSignedIn)
          .withRequest('POST', '/api/escalations', (req) => req.headers(cookieHeader).jsonBody(request))
          .willRespondWith(403, (res) => res.jsonBody({ message: MESSAGES.premiumRequired, code: 'PREMIUM_REQUIRED' }))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            const error = await failure(createEscalation(request));
            expect(error.status).toBe(403);
            expect(error.code).toBe('PREMIUM_REQUIRED');
            expect(error.serverMessage).toBe(MESSAGES.premiumRequired);
          });
      });

      it('PATCH /api/escalations/:id/status takes a pending escalation and answers it in progress', async () => {
        await interaction('a staff member taking a pending escalation', STATES.adminWithPendingEscalation)
          .withRequest('PATCH', fromProviderState('/api/escalations/${id}/status', '/api/escalations/1/status'), (req) =>
            req.headers(cookieHeader).jsonBody({ status: 'in-progress' }),
          )
          .willRespondWith(200, (res) => res.jsonBody(escalationBody('in-progress', true)))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            const updated = await updateEscalationStatus({ id: 1, status: 'in-progress' });
            expect(updated).toMatchObject({ id: 1, status: 'in-progress', username: 'alice' });
          });
      });

      it('PATCH /api/escalations/:id/status on a completed one answers 409 with the message the red toast shows', async () => {
        await interaction('a staff member taking a completed escalation', STATES.adminWithResolvedEscalation)
          .withRequest('PATCH', fromProviderState('/api/escalations/${id}/status', '/api/escalations/1/status'), (req) =>
            req.headers(cookieHeader).jsonBody({ status: 'in-progress' }),
          )
          .willRespondWith(409, (res) =>
            res.jsonBody(errorBody(string('A completed escalation cannot be moved to in progress'), 'CONFLICT')),
          )
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            const error = await failure(updateEscalationStatus({ id: 1, status: 'in-progress' }));
            expect(error.status).toBe(409);
            expect(error.serverMessage).toBe('A completed escalation cannot be moved to in progress');
          });
      });
    });
  });
}
