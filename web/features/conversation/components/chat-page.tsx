// The Chat screen (SPEC.md §2, §4; issue 27): the conversations' side panel and the open
// conversation. The plan badge (billing) and the escalation action (escalations) come from app/;
// so does the address of a conversation (`/?c=<id>`, web/app/router.tsx).
import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useConversations } from '../api/get-conversations';
import { defaultConversationHref } from '../lib/conversation-href';
import { ChatThread, type ChatSlots } from './chat-thread';
import { ConversationPanel } from './conversation-panel';
import './chat.css';

// The narrow screens' drawer comes with its first opening (fetched as soon as its button is
// pointed at, touched or focused), as the app's own menu drawer does (app-shell.tsx).
const loadDrawer = () => import('antd/es/drawer');
const Drawer = lazy(loadDrawer);

/** Below this width the side panel is a drawer (the conversation keeps the width it needs). */
export const PANEL_DRAWER_QUERY = '(max-width: 1023.98px)';

export interface ChatPageProps extends ChatSlots {
  /** The conversation the address names; none: the latest conversation (SPEC's GET /api/messages). */
  conversationId?: string | undefined;
  /**
   * Opens a conversation (`undefined`: the latest): the route puts it in the address. Without it
   * (the stories) the page keeps the open conversation itself.
   */
  onOpenConversation?: (id: string | undefined) => void;
  /** The address of a conversation, for its link in the panel. */
  conversationHref?: (id: string) => string;
}

export function ChatPage({ conversationId, onOpenConversation, conversationHref = defaultConversationHref, ...slots }: ChatPageProps) {
  const [ownId, setOwnId] = useState(conversationId);
  const openId = onOpenConversation ? conversationId : ownId;
  const drawerMode = useMediaQuery(PANEL_DRAWER_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Rendered from the first opening on, so it can animate its closing.
  const [drawerUsed, setDrawerUsed] = useState(false);

  // The latest conversation is the list's first: the one the page shows without an id.
  const conversations = useConversations();
  const latestId = conversations.data?.[0]?.id;
  const activeId = openId ?? latestId;
  const title = conversations.data?.find((c) => c.id === activeId)?.title;

  // The thread's key follows the address, but the latest conversation's thread stays the same
  // thread when the address comes to name the conversation it already shows: after New chat the
  // list names the new conversation as the latest before the address does, and a message typed in
  // between must stay in the box. (Derived from the previous render, as React's docs describe.)
  const wanted = openId ?? 'latest';
  const [thread, setThread] = useState({ key: wanted, shows: activeId });
  const named = thread.key === 'latest' && openId !== undefined && openId === thread.shows;
  let next = thread;
  if (wanted !== thread.key && !named) next = { key: wanted, shows: activeId };
  else if (thread.shows !== activeId) next = { key: thread.key, shows: activeId };
  if (next !== thread) setThread(next);
  const threadKey = next.key;

  const open = (id: string | undefined) => {
    setDrawerOpen(false);
    if (onOpenConversation) onOpenConversation(id);
    else setOwnId(id);
  };

  const panel = (inDrawer: boolean) => (
    <ConversationPanel
      activeId={activeId}
      onOpen={open}
      hrefOf={conversationHref}
      headingId={inDrawer ? 'cb-conversations-drawer-title' : 'cb-conversations-title'}
    />
  );

  const prefetch = () => void loadDrawer();
  const panelToggle = (
    <Button
      className="cb-chat-panel-toggle"
      icon={<UnorderedListOutlined aria-hidden />}
      aria-label="Show conversations"
      title="Show conversations"
      aria-expanded={drawerOpen}
      onPointerEnter={prefetch}
      onTouchStart={prefetch}
      onFocus={prefetch}
      onClick={() => {
        setDrawerUsed(true);
        setDrawerOpen(true);
      }}
    />
  );

  return (
    <div className="cb-page cb-chat cb-fill-viewport">
      {!drawerMode && (
        <aside className="cb-chat-aside" aria-labelledby="cb-conversations-title">
          {panel(false)}
        </aside>
      )}
      <ChatThread
        // One thread per conversation: a reply being read in one never shows in another.
        key={threadKey}
        conversationId={openId}
        latestId={latestId}
        title={title}
        panelToggle={panelToggle}
        {...slots}
      />
      {drawerMode && drawerUsed && (
        <Suspense fallback={null}>
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            placement="left"
            size="min(340px, 88%)"
            // Inside the chat page: the app's own top bar stays uncovered and usable.
            getContainer={false}
            focusable={{ trap: true, focusTriggerAfterClose: true }}
            title={null}
            closable={false}
            rootClassName="cb-chat-drawer"
            aria-labelledby="cb-conversations-drawer-title"
            styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
          >
            <div className="cb-chat-drawer-close">
              <Button type="text" aria-label="Close conversations" onClick={() => setDrawerOpen(false)}>
                Close
              </Button>
            </div>
            {panel(true)}
          </Drawer>
        </Suspense>
      )}
    </div>
  );
}
