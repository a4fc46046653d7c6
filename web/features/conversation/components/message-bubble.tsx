import { Button } from 'antd';
import { CopyOutlined, ReloadOutlined, RobotOutlined } from '@ant-design/icons';
import type { ChatMessage } from '../../../../modules/conversation/contract';
import { toast } from '../../../lib/toast';
import { ChatMarkup } from './chat-markup';

export const ASSISTANT_NAME = 'Casebook AI';

// Intl rather than date-fns here: the chat is the first page, and every KiB counts there.
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

function timeOf(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : timeFormat.format(date);
}

/** Puts an answer's text (its Markdown, as written) on the clipboard and says so. */
async function copyAnswer(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ variant: 'success', title: 'Copied', description: 'The answer is on your clipboard.' });
  } catch {
    toast({
      variant: 'error',
      title: 'Could not copy',
      description: 'Your browser did not allow copying. Select the text and copy it instead.',
    });
  }
}

export interface MessageBubbleProps {
  message: ChatMessage;
  delaySeconds?: number;
  /** On the last answer, when a new one may be asked for: the Regenerate action. */
  onRegenerate?: () => void;
}

/**
 * One message: the user's on the right as typed; the assistant's labelled, rendered from markup,
 * with Copy (and Regenerate on the last answer). A question sent again by Regenerate is not shown
 * twice: it is a divider above its new answer.
 */
export function MessageBubble({ message, delaySeconds = 0, onRegenerate }: MessageBubbleProps) {
  const time = timeOf(message.createdAt);
  const style = { animationDelay: `${delaySeconds}s` };
  if (message.isUser && message.regenerateOf !== undefined) {
    return (
      <div className="cb-chat-regenerated" style={style} data-testid="regenerated-divider">
        <span className="cb-chat-regenerated-label">
          <ReloadOutlined aria-hidden /> Regenerated answer
        </span>
      </div>
    );
  }
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
  const written = !message.streaming;
  return (
    <div className="cb-chat-row cb-chat-row--assistant" style={style} data-testid="chat-message">
      <div className="cb-chat-bubble" aria-busy={message.streaming ? true : undefined}>
        <div className="cb-chat-author">
          <RobotOutlined aria-hidden />
          {ASSISTANT_NAME}
        </div>
        <ChatMarkup text={message.content} />
        {written && (
          <div className="cb-chat-meta">
            <div className="cb-chat-actions">
              <Button
                type="text"
                size="small"
                icon={<CopyOutlined aria-hidden />}
                aria-label="Copy answer"
                onClick={() => void copyAnswer(message.content)}
              >
                Copy
              </Button>
              {onRegenerate && (
                <Button
                  type="text"
                  size="small"
                  icon={<ReloadOutlined aria-hidden />}
                  aria-label="Regenerate answer"
                  onClick={onRegenerate}
                >
                  Regenerate
                </Button>
              )}
            </div>
            {message.stopped && (
              <span className="cb-chat-stopped" data-testid="stopped-note">
                Stopped
              </span>
            )}
            {time && (
              <time className="cb-chat-time" dateTime={message.createdAt}>
                {time}
              </time>
            )}
          </div>
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
