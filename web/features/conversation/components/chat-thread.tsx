// One conversation on the Chat screen (SPEC.md §2, §4): its messages, the streamed reply (Stop,
// Regenerate), the header's actions and the composer. chat-page.tsx mounts one per open
// conversation (keyed by it), so a reply being read in one never shows in another.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { unconfirmedQuotaMessage, type ChatMessage } from '../../../../modules/conversation/contract';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { errorMessage, errorStatus } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useChatUsage } from '../api/get-chat-usage';
import { useMessages } from '../api/get-messages';
import { useStopReply } from '../api/stop-reply';
import {
  preloadChatStream,
  refreshConversation,
  settleExchange,
  stopReading,
  useRegenerate,
  useResumeReply,
  useSendMessage,
  type ReplyProgress,
} from '../api/use-chat-stream';
import { draftToResume, withLiveReply, type LiveReply } from '../lib/live-reply';
import { QUOTA_TEXT, SEND_FAILED_TITLE, sendFailureDescription, shouldReportSendFailure } from '../lib/send-failure';
import { staggerDelays } from '../lib/stagger';
import { preloadChatMarkup } from './chat-markup';
import { ChatInput, type MessageBoxRef } from './chat-input';
import { ChatUsageNote } from './chat-usage-note';
import { ClearMessagesButton } from './clear-messages-button';
import { MessageBubble, TypingIndicator } from './message-bubble';
import { WelcomeCard } from './welcome-card';

export interface ChatSlots {
  /** Beside the title: the free-trial / premium-active badge. */
  planBadge?: ReactNode;
  /** The 'Escalate to Investigator' action. */
  escalateAction?: ReactNode;
  /** A link to the Subscription page, shown when today's free messages are used up. */
  upgradeLink?: ReactNode;
  /** Opens the Subscription page (the quota toast's action). */
  onUpgrade?: () => void;
}

export interface ChatThreadProps extends ChatSlots {
  /** The conversation the address names; none: the latest conversation (SPEC's GET /api/messages). */
  conversationId: string | undefined;
  /** The latest conversation's id, when known: what Regenerate acts on without an id in the address. */
  latestId: string | undefined;
  /** The open conversation's title, when known. */
  title: string | undefined;
  /** The header's button that shows the conversations (narrow screens). */
  panelToggle?: ReactNode;
}

// Intl rather than date-fns here: the chat is the first page, and every KiB counts there.
const resetTime = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** When the daily allowance starts again, in the reader's time ('1:00 AM'), or null if unreadable. */
function resetsAtText(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : resetTime.format(date);
}

/** The question the last answer answers, when the conversation ends with a finished answer. */
function lastAnswered(messages: readonly ChatMessage[]): { question: ChatMessage; answer: ChatMessage } | undefined {
  const answer = messages.at(-1);
  if (!answer || answer.isUser || answer.streaming) return undefined;
  const question = messages.findLast((m) => m.isUser);
  return question ? { question, answer } : undefined;
}

/** Whether a key press belongs to something else on the page (a dialog, a menu, the drawer, a search box). */
function ownedElsewhere(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[role="dialog"], [role="menu"], [role="search"], .ant-drawer') !== null;
}

export function ChatThread({
  conversationId,
  latestId,
  title,
  panelToggle,
  planBadge,
  escalateAction,
  upgradeLink,
  onUpgrade,
}: ChatThreadProps) {
  const queryClient = useQueryClient();
  const messages = useMessages(conversationId);
  const usage = useChatUsage();
  const messageBox = useRef<MessageBoxRef>(null);
  const [live, setLive] = useState<LiveReply | null>(null);
  const [draftText, setDraftText] = useState('');
  const controller = useRef<AbortController | null>(null);
  const resumed = useRef(new Set<string>());
  // The user's message as the server saved it (the stream's start event): a stopped reply's question.
  const startedWith = useRef<ChatMessage | null>(null);

  const progress: ReplyProgress = {
    onStart: ({ replyId, userMessage }) => {
      startedWith.current = userMessage;
      setLive((l) => (l ? { ...l, replyId } : l));
    },
    onDelta: (text) => setLive((l) => (l ? { ...l, text: l.text + text } : l)),
  };
  const send = useSendMessage(progress, conversationId);
  const resume = useResumeReply(progress, conversationId);
  const regenerate = useRegenerate(progress, conversationId);
  const stop = useStopReply();
  const busy = send.isPending || resume.isPending || regenerate.isPending;
  // Free plan, nothing left today: say so, and offer the way to Premium instead of a Send that fails.
  const used = usage.data?.plan === 'free' && usage.data.remainingToday === 0 ? usage.data : null;

  const reportFailure = (error: unknown) => {
    if (!shouldReportSendFailure(error)) return;
    const description = sendFailureDescription(error);
    toast({
      variant: 'error',
      title: SEND_FAILED_TITLE,
      description,
      ...(description === QUOTA_TEXT && onUpgrade ? { action: { label: 'Upgrade to Premium', onClick: onUpgrade } } : {}),
    });
  };

  /** A welcome chip: its question's start goes in the message box, ready to finish. */
  const startQuestion = (prompt: string) => {
    setDraftText(prompt);
    requestAnimationFrame(() => messageBox.current?.focus({ cursor: 'end' }));
  };

  // Leaving the conversation stops listening; the server finishes the reply, and coming back resumes it.
  useEffect(() => () => controller.current?.abort(), []);

  const newSignal = () => {
    controller.current?.abort();
    controller.current = new AbortController();
    startedWith.current = null;
    return controller.current.signal;
  };

  const submit = (content: string) => {
    // The reply is Markdown: fetch its renderer while the question goes out.
    preloadChatMarkup();
    setDraftText('');
    setLive({ replyId: undefined, text: '', startedAt: new Date().toISOString() });
    send.mutate(
      { content, signal: newSignal() },
      {
        onError: (error) => {
          reportFailure(error);
          // Rolled back: give the words back unless something new was typed meanwhile.
          if (shouldReportSendFailure(error)) setDraftText((current) => (current === '' ? content : current));
        },
        onSettled: () => setLive(null),
      },
    );
  };

  // A reply still being written when the chat opened (a reload mid-reply): pick it up, once per
  // draft. The effect follows the draft's id only: its own start makes the page busy, and that
  // must not stop it. (React's dev double-run aborts the first start and lets the second run.)
  const draft = draftToResume(messages.data);
  const draftId = draft?.id;
  useEffect(() => {
    if (!draft || busy || resumed.current.has(draft.id)) return;
    const id = draft.id;
    const resumedIds = resumed.current;
    resumedIds.add(id);
    const signal = newSignal();
    const own = controller.current;
    setLive({ replyId: id, text: draft.content, startedAt: draft.createdAt });
    resume.mutate({ replyId: id, offset: draft.content.length, signal }, { onError: reportFailure, onSettled: () => setLive(null) });
    return () => {
      own?.abort();
      resumedIds.delete(id);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the draft's id only (see above): its own start makes the page busy
  }, [draftId]);

  const shown = withLiveReply(messages.data ?? [], live);
  const delays = useRef<number[]>([]);
  delays.current = staggerDelays(delays.current, shown.length);
  const waitingForWords = live !== null && live.text === '';

  // Stop: the reply ends with the words that had arrived; they stay on screen, marked 'Stopped'.
  const replyId = live?.replyId;
  const stopReply = () => {
    if (replyId === undefined || stop.isPending) return;
    stop.mutate(replyId, {
      onSuccess: (assistantMessage) => {
        settleExchange(queryClient, conversationId, { userMessage: startedWith.current, assistantMessage });
        stopReading(controller.current);
        setLive(null);
        void refreshConversation(queryClient, conversationId);
      },
      // 409: it had finished meanwhile, and its end is on its way in the stream.
      onError: (error) => {
        if (errorStatus(error) !== 409) toast({ variant: 'error', title: 'Could not stop the reply', description: errorMessage(error) });
      },
    });
  };
  const canStop = busy && replyId !== undefined;
  // Esc stops the reply too, unless it is meant for a dialog, a menu or the drawer.
  useEffect(() => {
    if (!canStop) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || ownedElsewhere(event.target)) return;
      event.preventDefault();
      stopReply();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  // Regenerate: on the last answer, when the conversation is known and a message may be sent.
  const answered = !busy && used === null ? lastAnswered(shown) : undefined;
  const regenerateIn = conversationId ?? answered?.answer.conversationId ?? latestId;
  const regenerateAnswer = (question: ChatMessage) => {
    if (regenerateIn === undefined) return;
    preloadChatMarkup();
    setLive({ replyId: undefined, text: '', startedAt: new Date().toISOString() });
    regenerate.mutate(
      { conversationId: regenerateIn, question, signal: newSignal() },
      { onError: reportFailure, onSettled: () => setLive(null) },
    );
  };

  // Keep the newest words in view: always for a new message, while streaming only when the
  // reader has not scrolled up.
  const log = useRef<HTMLDivElement>(null);
  const lastCount = useRef(0);
  const lastLength = shown.at(-1)?.content.length ?? 0;
  useLayoutEffect(() => {
    const el = log.current;
    if (!el) return;
    const grew = shown.length > lastCount.current;
    lastCount.current = shown.length;
    const nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 160;
    if (grew || nearBottom) el.scrollTop = el.scrollHeight;
  }, [shown.length, lastLength, waitingForWords]);

  // Content also grows after a render (the Markdown renderer loads lazily, a code block wraps)
  // and the box shrinks when the screen does: a reader who was at the newest words stays there.
  useEffect(() => {
    const el = log.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let pinned = true;
    const onScroll = () => {
      pinned = el.scrollHeight - el.scrollTop - el.clientHeight < 160;
    };
    const observer = new ResizeObserver(() => {
      if (pinned) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    const children = new MutationObserver(() => {
      for (const child of Array.from(el.children)) observer.observe(child);
    });
    children.observe(el, { childList: true });
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      children.disconnect();
      el.removeEventListener('scroll', onScroll);
    };
  }, []);

  let body: ReactNode;
  if (messages.isPending) body = <LoadingBlock label="Loading your conversation" rows={6} />;
  else if (messages.isError)
    body = <LoadError title="Could not load your conversation" error={messages.error} onRetry={() => void messages.refetch()} />;
  else if (shown.length === 0 && !waitingForWords) body = <WelcomeCard onStart={startQuestion} />;
  else
    body = (
      <>
        {shown.map((message, index) => (
          <MessageBubble
            key={index}
            message={message}
            delaySeconds={delays.current[index] ?? 0}
            onRegenerate={
              answered?.answer === message && regenerateIn !== undefined ? () => regenerateAnswer(answered.question) : undefined
            }
          />
        ))}
        {waitingForWords && <TypingIndicator />}
      </>
    );

  return (
    <div className="cb-chat-main">
      <div className="cb-page-header">
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          Chat
        </Typography.Title>
        {planBadge}
        <div className="cb-chat-header-actions">
          {panelToggle}
          <ClearMessagesButton conversationId={conversationId} disabled={busy || !messages.data?.length} />
          {escalateAction}
        </div>
      </div>
      <Card className="cb-chat-card">
        <section aria-labelledby="cb-conversation-title" className="cb-chat-section">
          <h2 id="cb-conversation-title" className={title === undefined ? 'cb-visually-hidden' : 'cb-chat-title'}>
            {title ?? 'Conversation'}
          </h2>
          {/* Keys are positions: the list only grows at the end (or is cleared), so a message
              keeps its element — and its entrance animation runs once — when the optimistic
              message is replaced by the server's copy. */}
          <div ref={log} className="cb-chat-log" role="log" aria-busy={busy} tabIndex={0} aria-label="Conversation">
            {body}
          </div>
        </section>
        <div className="cb-chat-composer">
          {/* What is left of today's allowance sits by the input it is about, and keeps the
              header to one line (its actions stay clear of the toasts below it). */}
          <div className="cb-chat-composer-meta">
            <div className="cb-chat-status" role="status">
              {busy ? 'AI is thinking...' : ''}
            </div>
            <ChatUsageNote />
          </div>
          {used && !busy && used.confirmedDailyLimit !== undefined && used.dailyLimit !== null && (
            // The smaller allowance of an unconfirmed email: confirming it is the way to more.
            <p className="cb-chat-quota" data-testid="quota-reached">
              {unconfirmedQuotaMessage(used.dailyLimit, used.confirmedDailyLimit)} Or ask again after{' '}
              {resetsAtText(used.resetsAt) ?? 'midnight UTC'}.
            </p>
          )}
          {used && !busy && used.confirmedDailyLimit === undefined && (
            <p className="cb-chat-quota" data-testid="quota-reached">
              You have used today’s {used.dailyLimit} free messages. {upgradeLink && <>{upgradeLink} for unlimited answers, or ask</>}
              {!upgradeLink && 'Ask'} again after {resetsAtText(used.resetsAt) ?? 'midnight UTC'}.
            </p>
          )}
          <ChatInput
            busy={busy}
            locked={used !== null}
            onSend={submit}
            onStop={canStop ? stopReply : undefined}
            stopping={stop.isPending}
            value={draftText}
            onValueChange={setDraftText}
            inputRef={messageBox}
            // The stream's reader loads when the message box is first used, before Send needs it.
            onIntent={preloadChatStream}
          />
        </div>
      </Card>
      <p className="cb-chat-footnote">
        Chat is powered by AI. Answers can be wrong and are not legal advice; check anything important with a professional.
      </p>
    </div>
  );
}
