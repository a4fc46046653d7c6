import {
  AuditOutlined,
  CrownOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  HistoryOutlined,
  LineChartOutlined,
  MessageOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { UserResponse } from '../../modules/identity/contract';
import type { NavGroup } from '../components/app-shell';

/**
 * The menu for a signed-in user (SPEC.md §2 "Navigation"): the entries the role can use (decision
 * 0054). Staff entries follow the role the server reports in GET /api/user, never a username; the
 * server enforces the same rules whatever the menu shows.
 */
export function navGroupsFor(user: Pick<UserResponse, 'userType' | 'role'>): NavGroup[] {
  // The auditor reads any case's event history (DECISIONS.md) and nothing else of staff's.
  if (user.role === 'auditor') {
    return [
      { label: 'Audit', items: [{ to: '/case-history', label: 'Case History', icon: <AuditOutlined /> }] },
      { label: 'Account', items: [SETTINGS] },
    ];
  }
  if (user.userType === 'investigator') return staffNavGroups(user.role === 'admin');
  return baseNavGroups();
}

const SETTINGS = { to: '/settings', label: 'Settings', icon: <SettingOutlined /> } as const;

/** The groups of a client (also the build-time first screen's menu, web/prerender). */
export function baseNavGroups(): NavGroup[] {
  return [
    {
      label: 'Essentials',
      items: [
        { to: '/', label: 'Chat', icon: <MessageOutlined /> },
        { to: '/history', label: 'History', icon: <HistoryOutlined /> },
        { to: '/find-my-pi', label: 'Find My PI', icon: <SearchOutlined /> },
        { to: '/subscription', label: 'Subscription', icon: <CrownOutlined /> },
        SETTINGS,
      ],
    },
    {
      label: 'Advanced Intelligence',
      items: [
        { to: '/case-analysis', label: 'Case Analysis', icon: <FileSearchOutlined />, pro: true },
        { to: '/document-intelligence', label: 'Document Intelligence', icon: <FileTextOutlined />, pro: true },
        { to: '/outcome-prediction', label: 'Outcome Prediction', icon: <LineChartOutlined />, pro: true },
        { to: '/templates', label: 'Letter Templates', icon: <FileProtectOutlined /> },
      ],
    },
  ];
}

/**
 * Staff (investigator, admin): the dashboard (paid cases and escalations, each case's detail from
 * there), the network, the PI directory and letters; not the client's chat quota, plans or own cases.
 */
function staffNavGroups(admin: boolean): NavGroup[] {
  const groups: NavGroup[] = [
    {
      label: 'Investigator',
      items: [
        { to: '/investigator-dashboard', label: 'Investigator Dashboard', icon: <DashboardOutlined /> },
        { to: '/investigator-network', label: 'Investigator Network', icon: <TeamOutlined /> },
        { to: '/find-my-pi', label: 'Find My PI', icon: <SearchOutlined /> },
        { to: '/templates', label: 'Letter Templates', icon: <FileProtectOutlined /> },
      ],
    },
  ];
  if (admin) {
    groups.push({
      label: 'Administration',
      items: [{ to: '/admin', label: 'Admin', icon: <SafetyCertificateOutlined /> }],
    });
  }
  groups.push({ label: 'Account', items: [SETTINGS] });
  return groups;
}
