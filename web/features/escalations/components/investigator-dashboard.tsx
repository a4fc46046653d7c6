import type { ReactNode } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { Typography } from '../../../components/ui/typography';
import { EscalationsTable } from './escalations-table';

export const dashboardTabs = ['escalations', 'case-analyses', 'inquiries', 'offers'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

export interface InvestigatorDashboardProps {
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  /** The 'Case Analyses' tab's content: casework's table, composed by app/. */
  caseAnalyses: ReactNode;
  /** The 'PI Inquiries' tab's content: the directory's inquiries to the linked listing, composed by app/. */
  inquiries: ReactNode;
  /** The 'Case Offers' tab's content: escalations the directory routed to this investigator, composed by app/. */
  offers?: ReactNode;
}

function isDashboardTab(key: string): key is DashboardTab {
  return (dashboardTabs as readonly string[]).includes(key);
}

/** The investigator dashboard (SPEC §2), for staff; app/ shows 'Access Denied' to anyone else. */
export function InvestigatorDashboard({ tab, onTabChange, caseAnalyses, inquiries, offers }: InvestigatorDashboardProps) {
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
          { key: 'inquiries', label: 'PI Inquiries', children: inquiries },
          ...(offers ? [{ key: 'offers', label: 'Case Offers', children: offers }] : []),
        ]}
      />
    </div>
  );
}
