import type { ReactNode } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { Typography } from '../../../components/ui/typography';
import type { UserResponse } from '../../../../modules/identity/contract';
import { AccountTab } from './account-tab';
import { NotificationsTab } from './notifications-tab';
import { PrivacyTab } from './privacy-tab';

export const settingsTabs = ['account', 'notifications', 'privacy'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

export interface SettingsPageProps {
  user: UserResponse;
  tab: SettingsTab;
  onTabChange: (tab: SettingsTab) => void;
  onProfileSaved?: (user: UserResponse) => void;
  logoutAction?: ReactNode;
  /** After 'Request Data Deletion' succeeded: the app goes to /auth. */
  onErased: () => void;
}

function isSettingsTab(key: string): key is SettingsTab {
  return (settingsTabs as readonly string[]).includes(key);
}

export function SettingsPage({ user, tab, onTabChange, onProfileSaved, logoutAction, onErased }: SettingsPageProps) {
  return (
    <div className="cb-page">
      <div className="cb-page-header">
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          Settings
        </Typography.Title>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => isSettingsTab(key) && onTabChange(key)}
        items={[
          {
            key: 'account',
            label: 'Account',
            children: <AccountTab user={user} onProfileSaved={onProfileSaved} logoutAction={logoutAction} />,
          },
          { key: 'notifications', label: 'Notifications', children: <NotificationsTab /> },
          { key: 'privacy', label: 'Privacy', children: <PrivacyTab onErased={onErased} /> },
        ]}
      />
    </div>
  );
}
