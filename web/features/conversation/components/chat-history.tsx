import { Empty } from 'antd';
import type { ChatMessage } from '../../../../modules/conversation/contract';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { useMessages } from '../api/get-messages';
import { groupByDay, relativeTime } from '../lib/date-groups';
import './history.css';

/** The user's own questions, grouped by day, newest first (SPEC §2 History). */
export function ChatHistory() {
  const query = useMessages();
  if (query.isPending) return <LoadingBlock label="Loading your chat history" />;
  if (query.isError) return <LoadError title="Could not load your chat history" error={query.error} onRetry={() => void query.refetch()} />;

  const questions = query.data.filter((m) => m.isUser);
  if (questions.length === 0)
    return <Empty description={<span className="cb-empty-text">No chat history yet</span>} image={Empty.PRESENTED_IMAGE_SIMPLE} />;

  return (
    <div>
      {groupByDay<ChatMessage>(questions, (m) => m.createdAt).map((group) => (
        <section key={group.key} aria-labelledby={`cb-day-${group.key}`}>
          <h2 id={`cb-day-${group.key}`} className="cb-history-day">
            {group.label}
          </h2>
          <ul className="cb-history-list">
            {group.items.map((message) => (
              <li key={message.id} className="cb-history-item">
                <p className="cb-history-question">{message.content}</p>
                <time className="cb-history-time" dateTime={message.createdAt}>
                  {relativeTime(message.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
