import { useState, type KeyboardEvent, type Ref } from 'react';
import { Button } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { CHAT_MAX_LENGTH } from '../../../../modules/conversation/contract';
import { busy as busyIcon } from '../../../components/busy';
import { TextArea, type TextAreaRef } from '../../../components/ui/textarea';

export interface ChatInputProps {
  /** A send or a reply is in flight: Send reads 'Sending...' and is disabled. */
  busy: boolean;
  /** Called with the text as typed; only when it is not blank (SPEC §5). */
  onSend: (content: string) => void;
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

export function ChatInput({ busy, onSend, value, onValueChange, locked = false, inputRef, onIntent }: ChatInputProps) {
  const [own, setOwn] = useState('');
  const text = value ?? own;
  const setText = onValueChange ?? setOwn;
  const blank = text.trim() === '';

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
        autoSize={{ minRows: 1, maxRows: 6 }}
        maxLength={CHAT_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={onIntent}
      />
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        icon={busy ? undefined : <SendOutlined aria-hidden />}
        loading={busyIcon(busy)}
        disabled={busy || blank || locked}
      >
        {busy ? 'Sending...' : 'Send'}
      </Button>
    </form>
  );
}
