import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { ArrowLeftOutlined, DownloadOutlined, InfoCircleFilled } from '@ant-design/icons';
import { CASE_STATUS_LABELS, EVIDENCE_STRENGTH_LABELS, MESSAGES, type CaseDetailResponse } from '../../../../modules/casework/contract';
import type { Role } from '../../../../modules/identity/contract';
import { busy } from '../../../components/busy';
import { LoadingBlock } from '../../../components/query-state';
import { errorMessage, errorStatus } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCaseDocumentReading } from '../api/case-document-reading';
import { useDownloadCaseReport } from '../api/download-case-report';
import { analysisUnderway, useCase } from '../api/get-case';
import { useRerunAnalysis } from '../api/rerun-analysis';
import { useUpdateCaseStatus } from '../api/update-case-status';
import { formatDate, formatDateTime } from '../lib/format';
import { caseKind } from '../lib/case-list';
import { AnalysisRuns } from './analysis-runs';
import { CaseStatusBadge, PaymentBadge } from './case-badges';
import { Tabs } from '../../../components/ui/tabs';
import { StatusFooter } from './status-footer';
import { EvidenceBundleButton } from './evidence-bundle-button';
import { DocumentReadingState } from './document-reading-state';
import type { PaymentFormSlot } from './payment-dialog';
import './casework.css';

// The comments (their form, textarea and the comment contract's check) load when their tab opens
// (docs/decisions/0025-case-form-weight.md, second round; decision 0053).
const CaseComments = lazy(() => import('./case-comments').then((m) => ({ default: m.CaseComments })));
// The result and jury panels (and antd's Progress) load when the case has a result.
const CaseResults = lazy(() => import('./case-results').then((m) => ({ default: m.CaseResults })));
// 'Review your case facts' and the payment (issue 25): loaded when the owner opens them.
const FactReview = lazy(() => import('./fact-review').then((m) => ({ default: m.FactReview })));
const PaymentDialog = lazy(() => import('./payment-dialog').then((m) => ({ default: m.PaymentDialog })));

export interface CaseDetailViewer {
  id: number;
  role: Role;
}

export const isStaffRole = (role: Role) => role === 'investigator' || role === 'admin';

export interface CaseDetailPageProps {
  caseId: number;
  viewer: CaseDetailViewer;
  /** SPEC §2: staff go back to the dashboard, everyone else to their history. */
  onBack: () => void;
  /** 403: the app shows the 'Access Denied' toast and leaves for /. */
  onAccessDenied: () => void;
  /** Opens the case's event history (owner and admin). */
  historyLink?: ReactNode;
  /** Opens the letter templates filled from this case (the app's button beside Download Report). */
  lettersAction?: (item: CaseDetailResponse) => ReactNode;
  /**
   * The app's card form for the case's one-time payment: with it, 'Review facts and pay' ends in
   * the payment dialog here; without it, the review ends with a link to My Cases, where it is paid.
   */
  renderPaymentForm?: (slot: PaymentFormSlot) => ReactNode;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className="cb-pre-wrap">{children}</dd>
    </div>
  );
}

/** The attached documents, each with where it stands in the reading queue (asked again while one waits). */
function CaseDocuments({ item }: { item: CaseDetailResponse }) {
  const reading = useCaseDocumentReading(item.id);
  const byId = new Map(reading.data?.documents.map((d) => [d.id, d]));
  return (
    <>
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        Documents
      </Typography.Title>
      <ul className="cb-doc-list" aria-label="Case documents">
        {item.documents.map((d) => (
          <li key={d.id}>
            <a href={d.url} download={d.name}>
              {d.name}
            </a>{' '}
            <DocumentReadingState reading={byId.get(d.id)} />
          </li>
        ))}
      </ul>
    </>
  );
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function CaseFacts({ item }: { item: CaseDetailResponse }) {
  const optional = (label: string, value: string | null | undefined) => (value ? <Field label={label}>{value}</Field> : null);
  return (
    <Card>
      <dl className="cb-case-facts cb-case-facts-detail">
        <Field label="Case Type">{caseKind(item)}</Field>
        <Field label="Jurisdiction">{item.jurisdiction}</Field>
        {optional('Court', item.courtName)}
        {optional('Judge', item.judgeAssigned)}
        {optional('Filed', item.filingDate && formatDate(item.filingDate))}
        {optional('Next hearing', item.hearingDate && formatDate(item.hearingDate))}
        {optional('Opposing party', item.opposingParty)}
        {optional('Opposing counsel', item.opposingCounsel)}
        {item.keyWitnesses.length > 0 && <Field label="Key witnesses">{item.keyWitnesses.join(', ')}</Field>}
        {item.criminal && <Field label="Evidence against the client">{EVIDENCE_STRENGTH_LABELS[item.criminal.evidenceStrength]}</Field>}
      </dl>
      <Typography.Title level={2} className="cb-section-title">
        Case Description
      </Typography.Title>
      <Typography.Paragraph className="cb-pre-wrap">{item.caseDescription}</Typography.Paragraph>
      {item.criminal && (
        <dl className="cb-case-facts">
          <Field label="Charges">{item.criminal.chargeDetails}</Field>
          <Field label="Defense strategy">{item.criminal.defenseStrategy}</Field>
          {optional('Prior convictions', item.criminal.priorConvictions)}
          {optional('Bail status', item.criminal.bailStatus)}
        </dl>
      )}
      {item.civil && (
        <dl className="cb-case-facts">
          <Field label="Client's side">{item.civil.clientRole === 'plaintiff' ? 'Plaintiff (suing)' : 'Defendant (being sued)'}</Field>
          <Field label="Amount in dispute">{usd.format(item.civil.amountInDispute)}</Field>
          <Field label="Claims">{item.civil.claims}</Field>
          {optional('What the other side says', item.civil.otherSideSays)}
          {optional('Evidence', item.civil.evidence)}
        </dl>
      )}
      {item.family && (
        <dl className="cb-case-facts">
          <Field label="Relationship">{item.family.relationshipStatus.replace(/-/g, ' ')}</Field>
          <Field label="Children involved">{item.family.childrenInvolved ? 'Yes' : 'No'}</Field>
          {optional('Children', item.family.childrenDetails)}
          <Field label="Support requested">{item.family.supportRequested ? 'Yes' : 'No'}</Field>
          {optional('Support', item.family.supportDetails)}
        </dl>
      )}
    </Card>
  );
}

/** When the case was created, paid and completed, and where its full event history is. */
function CaseTimeline({ item, historyLink }: { item: CaseDetailResponse; historyLink?: ReactNode }) {
  return (
    <Card size="small">
      <dl className="cb-case-facts">
        <Field label="Created">{formatDateTime(item.createdAt)}</Field>
        {item.paidAt && <Field label="Paid">{formatDateTime(item.paidAt)}</Field>}
        <Field label="Last updated">{formatDateTime(item.updatedAt)}</Field>
        {item.completedAt && <Field label="Completed">{formatDateTime(item.completedAt)}</Field>}
      </dl>
      {historyLink && <div style={{ marginTop: 8 }}>{historyLink}</div>}
    </Card>
  );
}

/** Case Detail's groups (decision 0053): one open at a time, so the page is as tall as one of them. */
export type CaseDetailTab = 'analysis' | 'panel' | 'facts' | 'documents' | 'comments' | 'history';

/** Case Detail (SPEC §2): the case, its analysis and jury, the status footer and the comments. */
export function CaseDetailPage({
  caseId,
  viewer,
  onBack,
  onAccessDenied,
  historyLink,
  lettersAction,
  renderPaymentForm,
}: CaseDetailPageProps) {
  const query = useCase(caseId);
  const [step, setStep] = useState<'case' | 'review' | 'paying' | 'reviewed'>('case');
  const [chosenTab, setTab] = useState<CaseDetailTab | null>(null);
  const updateStatus = useUpdateCaseStatus();
  const report = useDownloadCaseReport();
  const rerun = useRerunAnalysis();
  const staff = isStaffRole(viewer.role);
  const denied = errorStatus(query.error) === 403;
  const deniedOnce = useRef(false);

  useEffect(() => {
    if (!denied || deniedOnce.current) return;
    deniedOnce.current = true;
    toast({ variant: 'error', title: MESSAGES.accessDeniedTitle, description: MESSAGES.accessDenied });
    onAccessDenied();
  }, [denied, onAccessDenied]);

  const back = (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack}>
      {staff ? 'Back to Dashboard' : 'Back to My Cases'}
    </Button>
  );

  if (query.isPending)
    return (
      <div className="cb-page">
        <LoadingBlock label="Loading the case" rows={8} />
      </div>
    );
  if (query.isError) {
    const status = errorStatus(query.error);
    if (status === 403)
      return (
        <div className="cb-page">
          <LoadingBlock label="Leaving the case" />
        </div>
      );
    const notFound = status === 404;
    return (
      <div className="cb-page" style={{ display: 'flex', justifyContent: 'center', paddingTop: 64 }}>
        <Card className="cb-message-card">
          <Typography.Title level={1} style={{ fontSize: 22 }}>
            {notFound ? MESSAGES.caseNotFoundTitle : MESSAGES.errorLoadingCaseTitle}
          </Typography.Title>
          <Typography.Paragraph>{notFound ? MESSAGES.caseNotFound : MESSAGES.loadCase(errorMessage(query.error))}</Typography.Paragraph>
          <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 8 }}>
            {back}
            {!notFound && <Button onClick={() => void query.refetch()}>Try again</Button>}
          </div>
        </Card>
      </div>
    );
  }

  const item = query.data;
  const result = item.results;
  const underway = analysisUnderway(item);
  const owner = viewer.id === item.userId;
  const unpaid = item.paymentStatus === 'unpaid' || item.paymentStatus === 'failed';
  const caseRef = { id: item.id, caseTitle: item.caseTitle, caseNumber: item.caseNumber };

  const download = () =>
    report.mutate(
      { id: item.id, fallbackName: `case-${item.caseNumber}` },
      {
        // The file saver loads with the first download, not with the page (decision 0025).
        onSuccess: ({ blob, fileName }) => void import('../../../lib/save-file').then(({ saveFile }) => saveFile(blob, fileName)),
        onError: (error) => toast({ variant: 'error', title: 'Download failed', description: errorMessage(error) }),
      },
    );

  const move = (status: 'in-review' | 'completed') =>
    updateStatus.mutate(
      { id: item.id, status },
      {
        onSuccess: (updated) =>
          toast({
            variant: 'success',
            title: MESSAGES.statusUpdatedTitle,
            description: `${item.caseNumber} is now ${CASE_STATUS_LABELS[updated.status]}.`,
          }),
        onError: (error) => toast({ variant: 'error', title: MESSAGES.errorTitle, description: errorMessage(error) }),
      },
    );

  const audience = staff ? 'staff' : 'client';
  const tabItems = [
    {
      key: 'analysis',
      label: 'Analysis',
      children: result ? (
        <Suspense fallback={<LoadingBlock label="Loading the analysis results" />}>
          <CaseResults result={result} audience={audience} part="analysis" />
        </Suspense>
      ) : (
        <Card size="small">
          <p className="cb-muted" style={{ margin: 0 }}>
            {underway ? 'The result appears here when the analysis is done.' : MESSAGES.analysisNeedsPaid}
          </p>
        </Card>
      ),
    },
    // The jury, or the bench of a matter a judge decides: named by the result, not by the category.
    ...(result && (result.decisionMaker === 'judge' ? result.bench : result.jurors.length > 0)
      ? [
          {
            key: 'panel',
            label: result.decisionMaker === 'judge' ? 'The Bench' : 'Jury',
            children: (
              <Suspense fallback={<LoadingBlock label="Loading the analysis results" />}>
                <CaseResults result={result} audience={audience} part="panel" />
              </Suspense>
            ),
          },
        ]
      : []),
    { key: 'facts', label: 'Facts', children: <CaseFacts item={item} /> },
    {
      key: 'documents',
      label: `Documents (${item.documents.length})`,
      children: (
        <Card>
          {item.documents.length > 0 ? (
            <CaseDocuments item={item} />
          ) : (
            <p className="cb-muted" style={{ margin: 0 }}>
              No documents are attached to this case.
            </p>
          )}
        </Card>
      ),
    },
    {
      key: 'comments',
      label: `Comments (${item.commentCount})`,
      children: (
        <Suspense fallback={<LoadingBlock label="Loading the comments" rows={3} />}>
          <CaseComments caseId={item.id} canComment={viewer.id === item.userId || (staff && item.paymentStatus === 'paid')} />
        </Suspense>
      ),
    },
    {
      key: 'history',
      label: 'History',
      children: (
        <div className="cb-stack">
          <CaseTimeline item={item} historyLink={historyLink} />
          <AnalysisRuns
            runs={item.analyses}
            staff={staff}
            canRerun={item.canRerun}
            rerunning={rerun.isPending}
            onRerun={() =>
              rerun.mutate(item.id, {
                onSuccess: (answer) => toast({ variant: 'success', title: 'Re-run requested', description: answer.message }),
                onError: (error) => toast({ variant: 'error', title: MESSAGES.errorTitle, description: errorMessage(error) }),
              })
            }
          />
        </div>
      ),
    },
  ];
  // The analysis first once there is one (or one is on its way); the facts before that.
  const tab: CaseDetailTab = chosenTab && tabItems.some((t) => t.key === chosenTab) ? chosenTab : result || underway ? 'analysis' : 'facts';

  return (
    <div className="cb-page cb-stack">
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
        {back}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={download} loading={busy(report.isPending)} disabled={report.isPending}>
            Download Report
          </Button>
          {(owner || viewer.role === 'admin') && <EvidenceBundleButton caseId={item.id} />}
          {lettersAction?.(item)}
        </div>
      </div>
      <div className="cb-case-header">
        <div>
          <Typography.Title level={1} style={{ fontSize: 26, marginBottom: 4 }}>
            {item.caseTitle}
          </Typography.Title>
          <div className="cb-case-meta">
            <span>
              Case <span className="cb-case-number">{item.caseNumber}</span>
            </span>
            <span>Client: {item.clientName}</span>
            <span>
              Created <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
            </span>
          </div>
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
          <PaymentBadge status={item.paymentStatus} />
          <CaseStatusBadge status={item.status} hasResult={item.successProbability !== null} />
        </div>
      </div>
      <StatusFooter item={item} canMove={staff} pending={updateStatus.isPending ? updateStatus.variables.status : null} onMove={move} />
      {step === 'review' && owner && unpaid ? (
        <Suspense fallback={<LoadingBlock label="Loading your case facts" rows={6} />}>
          <FactReview
            caseRef={caseRef}
            cancelLabel="Back to the case"
            onContinue={() => setStep(renderPaymentForm ? 'paying' : 'reviewed')}
            onCancel={() => setStep('case')}
          />
        </Suspense>
      ) : null}
      {step === 'reviewed' && unpaid && (
        <Alert
          type="success"
          showIcon
          icon={<InfoCircleFilled />}
          role="status"
          title="Your facts are ready for the analysis."
          description={
            <>
              Complete the payment in <a href="/case-analysis?tab=cases">My Cases</a> to start it.
            </>
          }
        />
      )}
      {unpaid && step !== 'review' && (
        <Alert
          type="info"
          showIcon
          icon={<InfoCircleFilled />}
          title={MESSAGES.analysisNeedsPaid}
          action={
            owner ? (
              <Button size="small" type="primary" onClick={() => setStep('review')}>
                Review facts and pay
              </Button>
            ) : undefined
          }
        />
      )}
      {step === 'paying' && renderPaymentForm && (
        <Suspense fallback={null}>
          <PaymentDialog
            payingFor={caseRef}
            onClose={() => setStep('case')}
            onPaid={() => setStep('case')}
            renderPaymentForm={renderPaymentForm}
          />
        </Suspense>
      )}
      {underway && !result && (
        <Alert
          type="info"
          showIcon
          icon={<InfoCircleFilled />}
          role="status"
          title={MESSAGES.analysisPending}
          data-testid="analysis-pending"
        />
      )}
      {step !== 'review' && (
        <Tabs
          className="cb-case-tabs"
          activeKey={tab}
          onChange={(key) => setTab(key as CaseDetailTab)}
          // Only the open group is in the page: no chart is mounted hidden at 0×0 (issue 31, edge 16).
          destroyOnHidden
          items={tabItems}
        />
      )}
    </div>
  );
}
