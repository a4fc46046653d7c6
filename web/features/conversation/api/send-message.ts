// POST /api/messages: the whole exchange in one answer, once the reply is complete. The chat
// screen streams instead (stream-message.ts); this is the plain call other clients (and the
// contract test) use.
import {
  sendMessageRequest,
  sendMessageResponse,
  type SendMessageRequest,
  type SendMessageResponse,
} from '../../../../modules/conversation/contract';
import { apiRequest } from '../../../lib/api-client';
import { MESSAGES_URL } from './get-messages';

export async function sendMessage(input: SendMessageRequest): Promise<SendMessageResponse> {
  return sendMessageResponse.parse(await apiRequest('POST', MESSAGES_URL, sendMessageRequest.parse(input)));
}
