import { useState, type KeyboardEvent, type Ref } from 'react';
import { Button } from 'antd';
import { BorderOutlined, SendOutlined } from '@ant-design/icons';
import { CHAT_MAX_LENGTH } from '../../../../modules/conversation/contract';
import { busy as busyIcon } from '../../../components/busy';
import { TextArea, type TextAreaRef } from '../../../components/ui/textarea';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../../../lib/use-media-query';

export interface ChatInputProps {
  /** A send or a reply is in flight: Send reads 'Sending...' and is disabled (or is Stop, see `onStop`). */
  busy: boolean;
  /** Called with the text as typed; only when it is not blank (SPEC §5). */
  onSend: (content: string) => void;
  /**
   * Set while a reply is being written that can be stopped (its id is known): the button is Stop
   * and calls this. Without it a busy box shows SPEC's disabled 'Sending...'.
   */
  onStop?: (() => void) | undefined;
  /** The stop has been asked for and not answered yet. */
  stopping?: boolean;
  /** Text to put back after a failed send, so nothing typed is lost. */
  value?: string;
  onValueChange?: (value: string) => void;
  /** Nothing can be sent now (today's free messages are used up): Send is disabled, typing is not. */
  locked?: boolean;
  /** The message box, e.g. to focus it after a starter was put in. */
  inputRef?: Ref<MessageBoxRef>;
  /** The box is about to be used (focused): fetch what sending needs. */
  onIntent?: () => void;
}

export type MessageBoxRef = TextAreaRef;

export const CHAT_PLACEHOLDER = 'Ask about your investigation...';

export function ChatInput({
  busy,
  onSend,
  onStop,
  stopping = false,
  value,
  onValueChange,
  locked = false,
  inputRef,
  onIntent,
}: ChatInputProps) {
  const [own, setOwn] = useState('');
  const text = value ?? own;
  const setText = onValueChange ?? setOwn;
  const blank = text.trim() === '';
  // A phone keeps the button to its icon (its name stays for screen readers), so the message box
  // is wide enough for its placeholder on one row.
  const compact = useMediaQuery(MOBILE_MEDIA_QUERY);

  const send = () => {
    if (busy || blank || locked) return;
    onSend(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter starts a new line; never while an IME is composing.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const stoppable = busy && onStop !== undefined;
  const label = stoppable ? (stopping ? 'Stopping...' : 'Stop') : busy ? 'Sending...' : 'Send';
  const icon = stoppable ? <BorderOutlined aria-hidden /> : <SendOutlined aria-hidden />;

  return (
    <form
      className="cb-chat-input-row"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextArea
        ref={inputRef}
        aria-label="Message"
        size="large"
        placeholder={CHAT_PLACEHOLDER}
        autoSize={{ minRows: 1, maxRows: compact ? 4 : 6 }}
        maxLength={CHAT_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={onIntent}
      />
      {stoppable ? (
        <Button
          htmlType="button"
          size="large"
          icon={icon}
          aria-label={compact ? label : undefined}
          title={compact ? label : undefined}
          aria-keyshortcuts="Escape"
          disabled={stopping}
          onClick={onStop}
          className="cb-chat-send"
        >
          {compact ? null : label}
        </Button>
      ) : (
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          icon={busy ? undefined : icon}
          loading={busyIcon(busy)}
          disabled={busy || blank || locked}
          aria-label={compact ? label : undefined}
          title={compact ? label : undefined}
          className="cb-chat-send"
        >
          {compact ? null : label}
        </Button>
      )}
    </form>
  );
}
