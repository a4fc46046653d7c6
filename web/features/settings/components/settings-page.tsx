import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { Typography } from '../../../components/ui/typography';
import type { UserResponse } from '../../../../modules/identity/contract';
import { LoadingBlock } from '../../../components/query-state';
import { AccountTab } from './account-tab';

// The Notifications and Privacy tabs (their switches, the erase dialog's antd Modal) load when
// opened, or once the page has rendered: the page opens on Account (docs/decisions/0028).
const loadNotificationsTab = () => import('./notifications-tab');
const loadPrivacyTab = () => import('./privacy-tab');
const loadSecurityTab = () => import('./security-tab');
const NotificationsTab = lazy(() => loadNotificationsTab().then((m) => ({ default: m.NotificationsTab })));
const PrivacyTab = lazy(() => loadPrivacyTab().then((m) => ({ default: m.PrivacyTab })));
const SecurityTab = lazy(() => loadSecurityTab().then((m) => ({ default: m.SecurityTab })));

export const settingsTabs = ['account', 'security', 'notifications', 'privacy'] as const;
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
  // Fetched after the first screen, so that opening another tab does not wait for its code.
  useEffect(() => {
    const prefetch = () => {
      void loadNotificationsTab();
      void loadPrivacyTab();
      void loadSecurityTab();
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(prefetch, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(prefetch, 200);
    return () => clearTimeout(id);
  }, []);
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
          {
            key: 'security',
            label: 'Security',
            children: (
              <Suspense fallback={<LoadingBlock label="Loading security settings" rows={4} />}>
                <SecurityTab />
              </Suspense>
            ),
          },
          {
            key: 'notifications',
            label: 'Notifications',
            children: (
              <Suspense fallback={<LoadingBlock label="Loading notification preferences" rows={6} />}>
                <NotificationsTab />
              </Suspense>
            ),
          },
          {
            key: 'privacy',
            label: 'Privacy',
            children: (
              <Suspense fallback={<LoadingBlock label="Loading privacy settings" rows={6} />}>
                <PrivacyTab onErased={onErased} />
              </Suspense>
            ),
          },
        ]}
      />
    </div>
  );
}
