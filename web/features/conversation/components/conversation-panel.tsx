// The chat's side panel (issue 27): New chat, a search over the conversations, and the list of
// them, newest activity first, each with its menu (Rename, Export, Delete). A column beside the
// conversation on a wide screen, a drawer on a narrow one (chat-page.tsx).
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { renameConversationRequest, type ConversationSummary } from '../../../../modules/conversation/contract';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { fieldIssue } from '../../../lib/zod-form';
import { useCreateConversation } from '../api/create-conversation';
import { useDeleteConversation } from '../api/delete-conversation';
import { conversationExportUrl, useConversations } from '../api/get-conversations';
import { useRenameConversation } from '../api/rename-conversation';
import { defaultConversationHref } from '../lib/conversation-href';
import { isPlainClick } from '../lib/plain-click';
import { relativeDate } from '../lib/relative-date';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../lib/use-debounced';
import { ConversationMenu } from './conversation-menu';
import { Snippet } from './snippet';

export interface ConversationPanelProps {
  /** The conversation on screen (highlighted). */
  activeId: string | undefined;
  /** Opens a conversation; `undefined` opens the latest one (after the open one was deleted). */
  onOpen: (id: string | undefined) => void;
  /** The address of a conversation, for its link (open in a new tab works as a link does). */
  hrefOf?: (id: string) => string;
  /** The panel's heading id, for a landmark or dialog that it names. */
  headingId?: string;
}

export function ConversationPanel({
  activeId,
  onOpen,
  hrefOf = defaultConversationHref,
  headingId = 'cb-conversations-title',
}: ConversationPanelProps) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search, SEARCH_DEBOUNCE_MS).trim();
  const list = useConversations(q);
  // While a new search runs, the last answer stays on screen (placeholder data): the list is named
  // after the search it answers, not the one being typed, and says it is busy.
  const [answered, setAnswered] = useState(q);
  if (list.isSuccess && !list.isPlaceholderData && answered !== q) setAnswered(q);
  const shown = list.isPlaceholderData ? answered : q;
  const create = useCreateConversation();

  const newChat = () =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setSearch('');
        onOpen(created.id);
      },
      onError: (error) => toast({ variant: 'error', title: 'Could not start a new chat', description: errorMessage(error) }),
    });

  let body;
  if (list.isPending) body = <LoadingBlock label="Loading your conversations" rows={5} />;
  else if (list.isError)
    body = <LoadError title="Could not load your conversations" error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0)
    body = (
      <p className="cb-conv-empty">
        {shown === '' ? 'No conversations yet. Ask a question to start one.' : `No conversations match “${shown}”.`}
      </p>
    );
  else
    body = (
      <ul
        className="cb-conv-list"
        aria-label={shown === '' ? 'Conversations' : `Conversations matching “${shown}”`}
        aria-busy={list.isPlaceholderData || undefined}
      >
        {list.data.map((conversation) => (
          <ConversationItem
            key={conversation.id}
            conversation={conversation}
            active={conversation.id === activeId}
            href={hrefOf(conversation.id)}
            onOpen={() => onOpen(conversation.id)}
            onDeleted={() => {
              if (conversation.id === activeId) onOpen(undefined);
            }}
          />
        ))}
      </ul>
    );

  return (
    <div className="cb-conv-panel">
      <div className="cb-conv-panel-head">
        <h2 id={headingId} className="cb-conv-panel-title">
          Conversations
        </h2>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={newChat}
          loading={create.isPending}
          aria-label="New chat"
          className="cb-conv-new"
        >
          New chat
        </Button>
      </div>
      <div className="cb-conv-search" role="search">
        <Input
          type="search"
          aria-label="Search conversations"
          placeholder="Search conversations"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxLength={200}
        />
      </div>
      <div className="cb-conv-scroll" aria-busy={list.isFetching ? true : undefined}>
        {body}
      </div>
    </div>
  );
}

interface ConversationItemProps {
  conversation: ConversationSummary;
  active: boolean;
  href: string;
  onOpen: () => void;
  onDeleted: () => void;
}

type ItemMode = 'view' | 'rename' | 'delete';

function ConversationItem({ conversation, active, href, onOpen, onDeleted }: ConversationItemProps) {
  const [mode, setMode] = useState<ItemMode>('view');
  const { id, title, updatedAt, snippet } = conversation;
  // Back from renaming or the delete question (done or cancelled), the focus returns to the item.
  const link = useRef<HTMLAnchorElement>(null);
  const left = useRef(false);
  useEffect(() => {
    if (mode !== 'view') left.current = true;
    else if (left.current) {
      left.current = false;
      link.current?.focus();
    }
  }, [mode]);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onOpen();
  };

  return (
    <li className={active ? 'cb-conv-item cb-conv-item--active' : 'cb-conv-item'} data-testid="conversation-item">
      {mode === 'rename' ? (
        <RenameForm id={id} title={title} onDone={() => setMode('view')} />
      ) : mode === 'delete' ? (
        <DeleteConfirmation id={id} title={title} onCancel={() => setMode('view')} onDeleted={onDeleted} />
      ) : (
        <>
          <a ref={link} className="cb-conv-link" href={href} aria-current={active ? 'page' : undefined} onClick={open}>
            <span className="cb-conv-title">{title}</span>
            {snippet !== undefined && <Snippet text={snippet} />}
            <time className="cb-conv-date" dateTime={updatedAt}>
              {relativeDate(updatedAt)}
            </time>
          </a>
          <ConversationMenu
            label={`Actions for ${title}`}
            actions={[
              { key: 'rename', label: 'Rename', onSelect: () => setMode('rename') },
              { key: 'md', label: 'Export as Markdown', href: conversationExportUrl(id, 'md'), download: true },
              { key: 'pdf', label: 'Export as PDF', href: conversationExportUrl(id, 'pdf'), download: true },
              { key: 'delete', label: 'Delete', danger: true, onSelect: () => setMode('delete') },
            ]}
          />
        </>
      )}
    </li>
  );
}

/** Rename in place: Enter saves, Esc cancels; the contract's messages, then the server's. */
function RenameForm({ id, title, onDone }: { id: string; title: string; onDone: () => void }) {
  const [value, setValue] = useState(title);
  const [error, setError] = useState<string | undefined>();
  const rename = useRenameConversation();
  const field = useRef<HTMLInputElement>(null);
  const errorId = `cb-rename-error-${id}`;

  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = fieldIssue(renameConversationRequest, { title: value }, 'title');
    if (issue) {
      setError(issue);
      field.current?.focus();
      return;
    }
    if (value.trim() === title) return onDone();
    rename.mutate(
      { id, title: value },
      {
        onSuccess: onDone,
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <form className="cb-conv-rename" noValidate onSubmit={submit} aria-label={`Rename ${title}`}>
      <Input
        ref={field}
        aria-label="Conversation title"
        value={value}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onDone();
          }
        }}
      />
      {error && (
        <div id={errorId} className="cb-conv-error" role="alert">
          {error}
        </div>
      )}
      <div className="cb-conv-row-actions">
        <Button size="small" type="primary" htmlType="submit" loading={rename.isPending}>
          Save
        </Button>
        <Button size="small" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Delete asks first, in the row itself: the question names the conversation. */
function DeleteConfirmation({
  id,
  title,
  onCancel,
  onDeleted,
}: {
  id: string;
  title: string;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteConversation();
  const cancel = useRef<HTMLButtonElement>(null);
  const questionId = `cb-delete-question-${id}`;

  useEffect(() => cancel.current?.focus(), []);

  const confirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast({ variant: 'success', title: 'Conversation deleted', description: `“${title}” and its messages were deleted.` });
        onDeleted();
      },
      onError: (error) => toast({ variant: 'error', title: 'Could not delete the conversation', description: errorMessage(error) }),
    });

  return (
    <div
      className="cb-conv-confirm"
      role="group"
      aria-labelledby={questionId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <p id={questionId} className="cb-conv-confirm-question">
        Delete “{title}”? Its messages are deleted too.
      </p>
      <div className="cb-conv-row-actions">
        <Button size="small" danger type="primary" onClick={confirm} loading={remove.isPending}>
          Delete
        </Button>
        <Button ref={cancel} size="small" onClick={onCancel} disabled={remove.isPending}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
