import { useState, type MouseEvent } from 'react';
import { Empty } from 'antd';
import type { ConversationSummary } from '../../../../modules/conversation/contract';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { Input } from '../../../components/ui/input';
import { useConversations } from '../api/get-conversations';
import { defaultConversationHref } from '../lib/conversation-href';
import { groupByDay, relativeTime } from '../lib/date-groups';
import { isPlainClick } from '../lib/plain-click';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../lib/use-debounced';
import { Snippet } from './snippet';
import './history.css';

export interface ChatHistoryProps {
  /** Opens a conversation in the chat. */
  onOpenConversation: (id: string) => void;
  /** The chat's address with that conversation open. */
  conversationHref?: (id: string) => string;
}

const count = (n: number) => `${n} ${n === 1 ? 'message' : 'messages'}`;

/**
 * The user's conversations grouped by the day they were last written in, newest first, with the
 * same search as the chat's panel (SPEC §2 History, issue 27). Each opens in the chat. A
 * conversation with no messages (new, or cleared) has no history to show.
 */
export function ChatHistory({ onOpenConversation, conversationHref = defaultConversationHref }: ChatHistoryProps) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search, SEARCH_DEBOUNCE_MS).trim();
  const query = useConversations(q);

  let body;
  if (query.isPending) body = <LoadingBlock label="Loading your chat history" />;
  else if (query.isError)
    body = <LoadError title="Could not load your chat history" error={query.error} onRetry={() => void query.refetch()} />;
  else {
    const shown = q === '' ? query.data.filter((c) => c.messageCount > 0) : query.data;
    if (shown.length === 0)
      body = (
        <Empty
          description={<span className="cb-empty-text">{q === '' ? 'No chat history yet' : `No conversations match “${q}”`}</span>}
          image={Empty.PRESENTED_IMAGE_SIMPLE}
        />
      );
    else
      body = groupByDay<ConversationSummary>(shown, (c) => c.updatedAt).map((group) => (
        <section key={group.key} aria-labelledby={`cb-day-${group.key}`}>
          <h2 id={`cb-day-${group.key}`} className="cb-history-day">
            {group.label}
          </h2>
          <ul className="cb-history-list">
            {group.items.map((conversation) => (
              <li key={conversation.id} className="cb-history-item" data-testid="history-conversation">
                <a
                  className="cb-history-link"
                  href={conversationHref(conversation.id)}
                  onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    onOpenConversation(conversation.id);
                  }}
                >
                  <span className="cb-history-title">{conversation.title}</span>
                  {conversation.snippet !== undefined && <Snippet text={conversation.snippet} />}
                  <span className="cb-history-meta">
                    <time className="cb-history-time" dateTime={conversation.updatedAt}>
                      {relativeTime(conversation.updatedAt)}
                    </time>
                    <span aria-hidden> · </span>
                    <span>{count(conversation.messageCount)}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ));
  }

  return (
    <div>
      <div className="cb-history-search" role="search">
        <Input
          type="search"
          aria-label="Search chat history"
          placeholder="Search your conversations"
          maxLength={200}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div aria-busy={query.isFetching ? true : undefined}>{body}</div>
    </div>
  );
}
