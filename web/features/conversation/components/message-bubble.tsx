import { RobotOutlined } from '@ant-design/icons';
import type { ChatMessage } from '../../../../modules/conversation/contract';
import { ChatMarkup } from './chat-markup';

export const ASSISTANT_NAME = 'Casebook AI';

// Intl rather than date-fns here: the chat is the first page, and every KiB counts there.
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

function timeOf(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : timeFormat.format(date);
}

/** One message: the user's on the right as typed; the assistant's labelled and rendered from markup. */
export function MessageBubble({ message, delaySeconds = 0 }: { message: ChatMessage; delaySeconds?: number }) {
  const time = timeOf(message.createdAt);
  const style = { animationDelay: `${delaySeconds}s` };
  if (message.isUser) {
    return (
      <div className="cb-chat-row cb-chat-row--user" style={style} data-testid="chat-message">
        <div className="cb-chat-bubble">
          <span className="cb-visually-hidden">You: </span>
          <span className="cb-chat-text">{message.content}</span>
          {time && (
            <time className="cb-chat-time" dateTime={message.createdAt}>
              {time}
            </time>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="cb-chat-row cb-chat-row--assistant" style={style} data-testid="chat-message">
      <div className="cb-chat-bubble" aria-busy={message.streaming ? true : undefined}>
        <div className="cb-chat-author">
          <RobotOutlined aria-hidden />
          {ASSISTANT_NAME}
        </div>
        <ChatMarkup text={message.content} />
        {!message.streaming && time && (
          <time className="cb-chat-time" dateTime={message.createdAt}>
            {time}
          </time>
        )}
      </div>
    </div>
  );
}

/** The assistant's bubble before its first words: SPEC's typing indicator. */
export function TypingIndicator() {
  return (
    <div className="cb-chat-row cb-chat-row--assistant" data-testid="typing-indicator">
      <div className="cb-chat-bubble">
        <div className="cb-chat-author">
          <RobotOutlined aria-hidden />
          {ASSISTANT_NAME}
        </div>
        <span className="cb-typing">
          <span className="cb-typing-dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          Analyzing your request...
        </span>
      </div>
    </div>
  );
}
