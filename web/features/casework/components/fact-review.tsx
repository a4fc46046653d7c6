// 'Review your case facts' (issue 25): between 'Submit Case for Analysis' and the payment, the
// client reads what the engine understood of the case in plain words, corrects it and confirms
// (PUT …/facts), or skips the review (the analysis then says it weighed the facts as read).
// Loaded when the step opens, not with the form (docs/decisions/0025-case-form-weight.md).
import { useEffect, useRef, useState } from 'react';
import { Button, ConfigProvider } from 'antd';
import { InfoCircleFilled } from '@ant-design/icons';
import type { ConfirmFacts, FactsView } from '../../../../modules/casework/contract';
import { Alert } from '../../../components/ui/alert';
import { LoadingBlock } from '../../../components/query-state';
import { Typography } from '../../../components/ui/typography';
import { busy } from '../../../components/busy';
import { errorMessage, errorStatus } from '../../../lib/api-client';
import { useCaseFacts, useConfirmCaseFacts } from '../api/case-facts';
import { toConfirmFacts } from '../lib/fact-words';
import { formatDateTime } from '../lib/format';
import { cleanDraft, FactSheetEditor } from './fact-sheet-editor';
import { FactFlags } from './fact-flags';
import './casework.css';

export interface FactReviewCase {
  id: number;
  caseTitle: string;
  caseNumber: string;
}

export interface FactReviewProps {
  caseRef: FactReviewCase;
  /** The client confirmed the facts (the server has them) or skipped the review: the payment opens. */
  onContinue: (how: 'confirmed' | 'skipped') => void;
  /** Leave the step without paying (the case stays in My Cases, unpaid). */
  onCancel: () => void;
  cancelLabel?: string;
}

/** The step: loads the sheet, shows it for correction, and confirms or skips. */
export function FactReview({ caseRef, onContinue, onCancel, cancelLabel = 'Back to My Cases' }: FactReviewProps) {
  const facts = useCaseFacts(caseRef.id);
  const heading = useRef<HTMLHeadingElement>(null);

  // The step replaces the form: its heading takes the focus (screen readers, and the top of a phone's screen).
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  let body;
  if (facts.isPending) {
    body = <LoadingBlock label="Reading your case facts" rows={6} />;
  } else if (facts.isError) {
    const paid = errorStatus(facts.error) === 409;
    body = (
      <Alert
        type="error"
        showIcon
        title={paid ? 'This case is already paid' : 'Your case facts could not be loaded'}
        description={
          <>
            {errorMessage(facts.error)}
            {!paid && ' You can try again, or skip the review and pay: the analysis then weighs the facts as read from your description.'}
          </>
        }
        action={
          paid ? undefined : (
            <Button size="small" onClick={() => void facts.refetch()}>
              Try again
            </Button>
          )
        }
      />
    );
  } else {
    body = (
      <FactReviewForm
        key={facts.dataUpdatedAt}
        caseRef={caseRef}
        view={facts.data}
        onContinue={onContinue}
        onCancel={onCancel}
        cancelLabel={cancelLabel}
      />
    );
  }

  return (
    <section aria-labelledby="cb-review-title" className="cb-stack cb-fact-review" data-testid="fact-review">
      <div>
        <p className="cb-fact-step">
          Step 2 of 3 · {caseRef.caseTitle} ({caseRef.caseNumber})
        </p>
        <Typography.Title level={2} id="cb-review-title" ref={heading} tabIndex={-1} className="cb-section-title cb-fact-review-title">
          Review your case facts
        </Typography.Title>
        <Typography.Paragraph className="cb-muted" style={{ marginBottom: 0 }}>
          This is what we understood from your description and documents. The analysis weighs only these facts: check each one, correct what
          is wrong, then confirm.
        </Typography.Paragraph>
      </div>
      {body}
      {!facts.isSuccess && (
        <div className="cb-fact-actions">
          {facts.isError && errorStatus(facts.error) !== 409 && <Button onClick={() => onContinue('skipped')}>Skip review and pay</Button>}
          <Button type="text" onClick={onCancel}>
            {cancelLabel}
          </Button>
        </div>
      )}
    </section>
  );
}

function FactReviewForm({
  caseRef,
  view,
  onContinue,
  onCancel,
  cancelLabel,
}: {
  caseRef: FactReviewCase;
  view: FactsView;
  onContinue: (how: 'confirmed' | 'skipped') => void;
  onCancel: () => void;
  cancelLabel: string;
}) {
  const [draft, setDraft] = useState<ConfirmFacts>(() => toConfirmFacts(view.facts));
  const confirm = useConfirmCaseFacts();
  const conflict = errorStatus(confirm.error) === 409;
  const understood = Math.round(view.facts.understood * 100);

  const submit = () => confirm.mutate({ caseId: caseRef.id, facts: cleanDraft(draft) }, { onSuccess: () => onContinue('confirmed') });

  return (
    <>
      <FactFlags flags={view.flags} />
      {view.status === 'confirmed' && view.confirmedAt && (
        <Alert
          type="success"
          showIcon
          icon={<InfoCircleFilled />}
          role="status"
          title={`You confirmed these facts on ${formatDateTime(view.confirmedAt)}.`}
          description={view.editable ? 'You can still change them until you pay.' : undefined}
        />
      )}
      {!view.editable && (
        <Alert type="info" showIcon icon={<InfoCircleFilled />} role="note" title="These facts can no longer be changed." />
      )}
      {understood < 100 && (
        <p className="cb-muted" style={{ margin: 0, fontSize: 13 }} data-testid="facts-understood">
          We could place about {understood}% of your description in these facts. Add anything important that is missing below.
        </p>
      )}
      <ConfigProvider componentDisabled={!view.editable || confirm.isPending}>
        <FactSheetEditor sheet={view.facts} draft={draft} onChange={setDraft} />
      </ConfigProvider>
      {confirm.isError && (
        <Alert
          type="error"
          showIcon
          title={conflict ? 'This case is already paid' : 'Your corrections were not saved'}
          description={errorMessage(confirm.error)}
          data-testid="confirm-error"
        />
      )}
      <div className="cb-fact-actions">
        {view.editable && !conflict && (
          <Button type="primary" size="large" onClick={submit} loading={busy(confirm.isPending)} disabled={confirm.isPending}>
            Confirm facts and continue to payment
          </Button>
        )}
        {!conflict && (
          <Button size="large" onClick={() => onContinue('skipped')} disabled={confirm.isPending}>
            {view.editable ? 'Skip review and pay' : 'Continue to payment'}
          </Button>
        )}
        <Button type="text" onClick={onCancel} disabled={confirm.isPending}>
          {cancelLabel}
        </Button>
      </div>
      {view.editable && !conflict && (
        <p className="cb-muted" style={{ margin: 0, fontSize: 13 }}>
          If you skip, the analysis weighs the facts as read from your description, and its result says they were not reviewed.
        </p>
      )}
    </>
  );
}
