import { useState } from 'react';
import { Empty } from 'antd';
import { AccessDenied } from '../../components/access-denied';
import { InvestigatorDashboard, type DashboardTab } from '../../features/escalations/components/investigator-dashboard';
import { useSignedInUser } from '../use-signed-in-user';

/** The case analyses arrive with the casework release: an honest empty tab until then, no sample rows. */
function CaseAnalysesNotYet() {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong>No Case Analyses</strong>
          <br />
          <span className="cb-empty-text">Paid case analyses arrive here with the casework release.</span>
        </>
      }
    />
  );
}

/** /investigator-dashboard and /investigator (SPEC.md §2: the same screen), staff only. */
export function InvestigatorDashboardRoute() {
  const user = useSignedInUser();
  const [tab, setTab] = useState<DashboardTab>('escalations');
  if (user.userType !== 'investigator')
    return <AccessDenied description="This page is only available to investigators." homeLink />;
  return <InvestigatorDashboard tab={tab} onTabChange={setTab} caseAnalyses={<CaseAnalysesNotYet />} />;
}
