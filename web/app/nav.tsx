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
 * The menu for a signed-in user (SPEC.md §2 "Navigation"). Staff entries follow the role the
 * server reports in GET /api/user, never a username; the server enforces the same rule.
 */
export function navGroupsFor(user: Pick<UserResponse, 'userType' | 'role'>): NavGroup[] {
  return [...baseNavGroups(), ...roleNavGroups(user)];
}

/** The groups every signed-in user has (also the build-time first screen's menu, web/prerender). */
export function baseNavGroups(): NavGroup[] {
  return [
    {
      label: 'Essentials',
      items: [
        { to: '/', label: 'Chat', icon: <MessageOutlined /> },
        { to: '/history', label: 'History', icon: <HistoryOutlined /> },
        { to: '/find-my-pi', label: 'Find My PI', icon: <SearchOutlined /> },
        { to: '/subscription', label: 'Subscription', icon: <CrownOutlined /> },
        { to: '/settings', label: 'Settings', icon: <SettingOutlined /> },
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

function roleNavGroups(user: Pick<UserResponse, 'userType' | 'role'>): NavGroup[] {
  const groups: NavGroup[] = [];
  if (user.userType === 'investigator') {
    groups.push({
      label: 'Investigator',
      items: [
        { to: '/investigator-dashboard', label: 'Investigator Dashboard', icon: <DashboardOutlined /> },
        { to: '/investigator-network', label: 'Investigator Network', icon: <TeamOutlined /> },
      ],
    });
  }
  // The auditor reads any case's event history (DECISIONS.md) and nothing else of staff's.
  if (user.role === 'auditor') {
    groups.push({ label: 'Audit', items: [{ to: '/case-history', label: 'Case History', icon: <AuditOutlined /> }] });
  }
  if (user.role === 'admin') {
    groups.push({
      label: 'Administration',
      items: [{ to: '/admin', label: 'Admin', icon: <SafetyCertificateOutlined /> }],
    });
  }
  return groups;
}
