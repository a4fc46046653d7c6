import { Button, Modal } from 'antd';
import { Typography } from '../../../components/ui/typography';
import { busy } from '../../../components/busy';
import { PLAN_AMOUNT } from '../lib/premium-plan';

export interface ThreeDSecureDialogProps {
  open: boolean;
  /** Which answer is on its way to the server, if any. */
  pending: 'approve' | 'fail' | null;
  onAnswer: (approve: boolean) => void;
  /** The amount being authenticated (default: the Premium price). */
  amountLabel?: string;
}

/**
 * The test provider's stand-in for the bank's 3-D Secure page (Stripe's test cards ask for it):
 * the person decides whether the authentication succeeds. Only its two buttons close it.
 */
export function ThreeDSecureDialog({ open, pending, onAnswer, amountLabel = PLAN_AMOUNT }: ThreeDSecureDialogProps) {
  return (
    <Modal
      open={open}
      title="Complete authentication"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      footer={[
        <Button key="fail" danger onClick={() => onAnswer(false)} disabled={pending !== null} loading={busy(pending === 'fail')}>
          Fail
        </Button>,
        <Button
          key="approve"
          type="primary"
          onClick={() => onAnswer(true)}
          disabled={pending !== null}
          loading={busy(pending === 'approve')}
        >
          Approve
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        Your card issuer asks you to confirm this payment of {amountLabel} to Casebook (3-D Secure).
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        Test payments: choose Approve to pass the check or Fail to see a failed authentication. No real bank is contacted.
      </Typography.Paragraph>
    </Modal>
  );
}
