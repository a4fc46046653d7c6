import { afterEach, expect, it, vi } from 'vitest';
import { CONVERSATION_MESSAGES } from '../../../../modules/conversation/contract';
import { ApiError } from '../../../lib/api-client';
import { stopReply } from './stop-reply';

const REPLY_ID = '5b0f5a0e-8c1a-4a53-9f3e-2f0d6c1b7a11';
const stopped = { id: REPLY_ID, content: 'A skip trace finds', isUser: false, createdAt: '2026-03-14T09:00:05.000Z', stopped: true };

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it('POSTs to the reply’s stop and answers the stopped message of { assistantMessage }', async () => {
  const fetchMock = answer(200, { assistantMessage: stopped });
  await expect(stopReply(REPLY_ID)).resolves.toEqual(stopped);
  expect(fetchMock).toHaveBeenCalledWith(`/api/messages/stream/${REPLY_ID}/stop`, expect.objectContaining({ method: 'POST' }));
});

it('reads the message answered on its own as well', async () => {
  answer(200, stopped);
  await expect(stopReply(REPLY_ID)).resolves.toEqual(stopped);
});

it('throws the 409 of a reply that had already finished', async () => {
  answer(409, { message: CONVERSATION_MESSAGES.nothingToStop, code: 'CONFLICT' });
  const error = await stopReply(REPLY_ID).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(409);
});
