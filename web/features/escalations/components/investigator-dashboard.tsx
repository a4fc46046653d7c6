import type { ReactNode } from 'react';
import { Tabs, Typography } from 'antd';
import { EscalationsTable } from './escalations-table';

export const dashboardTabs = ['escalations', 'case-analyses'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

export interface InvestigatorDashboardProps {
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  /** The 'Case Analyses' tab's content: casework's table, composed by app/. */
  caseAnalyses: ReactNode;
}

function isDashboardTab(key: string): key is DashboardTab {
  return (dashboardTabs as readonly string[]).includes(key);
}

/** The investigator dashboard (SPEC §2), for staff; app/ shows 'Access Denied' to anyone else. */
export function InvestigatorDashboard({ tab, onTabChange, caseAnalyses }: InvestigatorDashboardProps) {
  return (
    <div className="cb-page">
      <div className="cb-page-header">
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          Investigator Dashboard
        </Typography.Title>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => isDashboardTab(key) && onTabChange(key)}
        items={[
          { key: 'escalations', label: 'Escalations', children: <EscalationsTable /> },
          { key: 'case-analyses', label: 'Case Analyses', children: caseAnalyses },
        ]}
      />
    </div>
  );
}
