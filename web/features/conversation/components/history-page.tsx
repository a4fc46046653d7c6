import type { ReactNode } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { Typography } from '../../../components/ui/typography';
import { ChatHistory } from './chat-history';

export const historyTabs = ['chat', 'escalations'] as const;
export type HistoryTab = (typeof historyTabs)[number];

export interface HistoryPageProps {
  tab: HistoryTab;
  onTabChange: (tab: HistoryTab) => void;
  /** The 'Escalation Requests' tab's content (the escalations feature), passed in by app/. */
  escalationRequests: ReactNode;
  /** Opens a conversation of the 'Chat History' tab in the chat. */
  onOpenConversation: (id: string) => void;
  /** The chat's address with that conversation open. */
  conversationHref?: (id: string) => string;
}

function isHistoryTab(key: string): key is HistoryTab {
  return (historyTabs as readonly string[]).includes(key);
}

export function HistoryPage({ tab, onTabChange, escalationRequests, onOpenConversation, conversationHref }: HistoryPageProps) {
  return (
    <div className="cb-page">
      <div className="cb-page-header">
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          History
        </Typography.Title>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => isHistoryTab(key) && onTabChange(key)}
        items={[
          {
            key: 'chat',
            label: 'Chat History',
            children: <ChatHistory onOpenConversation={onOpenConversation} conversationHref={conversationHref} />,
          },
          { key: 'escalations', label: 'Escalation Requests', children: escalationRequests },
        ]}
      />
    </div>
  );
}
