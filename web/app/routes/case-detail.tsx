import { lazy, Suspense, useCallback } from 'react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { Button } from 'antd';
import { Card } from '../../components/ui/card';
import { Typography } from '../../components/ui/typography';
import { FileProtectOutlined, HistoryOutlined } from '@ant-design/icons';
import { MESSAGES } from '../../../modules/casework/contract';
import { CaseDetailPage, isStaffRole } from '../../features/casework/components/case-detail-page';
import { useSignedInUser } from '../use-signed-in-user';
import { isCaseId } from '../../features/casework/lib/case-id';
import { letterFor } from '../../features/templates/lib/letter-for';

const route = getRouteApi('/app/case-detail/$id');
const CasePaymentForm = lazy(() => import('../case-payment-form').then((m) => ({ default: m.CasePaymentForm })));

export function CaseDetailRoute() {
  const { id } = route.useParams();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const staff = isStaffRole(user.role);
  // Staff go back to their dashboard; the client to My Cases, where their cases are (issue 31).
  const back = useCallback(
    () => void (staff ? navigate({ to: '/investigator-dashboard' }) : navigate({ to: '/case-analysis', search: { tab: 'cases' } })),
    [navigate, staff],
  );
  // SPEC.md §6: 'Access Denied' toast (shown by the page) and back to the start.
  const denied = useCallback(() => void navigate({ to: '/', replace: true }), [navigate]);

  if (!isCaseId(id)) {
    return (
      <div className="cb-page" style={{ display: 'flex', justifyContent: 'center', paddingTop: 64 }}>
        <Card className="cb-message-card">
          <Typography.Title level={1} style={{ fontSize: 22 }}>
            {MESSAGES.invalidCaseId}
          </Typography.Title>
          <Typography.Paragraph>The case link you followed is not valid.</Typography.Paragraph>
          {/* Staff go back to their dashboard, clients to My Cases; the link says which. */}
          {staff ? (
            <Link to="/investigator-dashboard">{MESSAGES.returnToDashboard}</Link>
          ) : (
            <Link to="/case-analysis" search={{ tab: 'cases' }}>
              Return to My Cases
            </Link>
          )}
        </Card>
      </div>
    );
  }
  const caseId = Number(id);
  return (
    <CaseDetailPage
      key={caseId}
      caseId={caseId}
      viewer={{ id: user.id, role: user.role }}
      onBack={back}
      onAccessDenied={denied}
      renderPaymentForm={(slot) => (
        // An unpaid case reviewed from its page is paid there too (the same card form as Case Analysis).
        <Suspense fallback={null}>
          <CasePaymentForm {...slot} />
        </Suspense>
      )}
      lettersAction={(item) => {
        // Letters filled from the case; a civil plaintiff's opens on the demand letter. Auditors only read.
        if (user.role === 'auditor') return null;
        const template = letterFor(item);
        return (
          <Button
            icon={<FileProtectOutlined aria-hidden />}
            onClick={() => void navigate({ to: '/templates', search: { caseId: item.id, ...(template ? { template } : {}) } })}
          >
            {template ? 'Write a Demand Letter' : 'Letters'}
          </Button>
        );
      }}
      historyLink={
        // The event history is the owner's, the admin's and the auditor's (the server checks).
        user.role !== 'investigator' ? (
          <Button icon={<HistoryOutlined aria-hidden />} onClick={() => void navigate({ to: '/case-detail/$id/history', params: { id } })}>
            Case History
          </Button>
        ) : undefined
      }
    />
  );
}
