import { Button, Modal } from 'antd';
import { Typography } from '../../../components/ui/typography';
import { CheckCircleFilled } from '@ant-design/icons';
import type { EscalationCreatedResponse } from '../../../../modules/conversation/contract';

/** The confirmation after an escalation (SPEC §2): the server's case id and the promised response time. */
export function RequestSubmittedDialog({ created, onClose }: { created: EscalationCreatedResponse | null; onClose: () => void }) {
  return (
    <Modal
      open={created !== null}
      title="Request Submitted"
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Return to Chat
        </Button>
      }
    >
      {created && (
        <div style={{ textAlign: 'center' }}>
          <CheckCircleFilled aria-hidden style={{ fontSize: 40, color: '#389e0d' }} />
          <Typography.Paragraph style={{ marginTop: 12 }}>
            Your case has been sent to a human investigator. Keep your case ID for reference.
          </Typography.Paragraph>
          <dl className="cb-submitted-facts">
            <dt>Case ID</dt>
            <dd data-testid="case-id">{created.caseId}</dd>
            <dt>Estimated response time</dt>
            <dd>{created.estimatedResponse}</dd>
          </dl>
          <Typography.Paragraph style={{ marginBottom: 0 }}>You can follow it under History, Escalation Requests.</Typography.Paragraph>
        </div>
      )}
    </Modal>
  );
}
