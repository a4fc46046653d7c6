import { Result } from 'antd';
import { Card } from '../../../components/ui/card';

/**
 * Shown instead of the payment path when the server runs Stripe without a publishable key
 * (SPEC.md §2, §8): nothing a user can fix, so it says whom to ask.
 */
export function ConfigIssueCard() {
  return (
    <Card>
      <Result
        status="warning"
        title={<h2 style={{ fontSize: 22, margin: 0 }}>Payment System Configuration Issue</h2>}
        subTitle={
          <span role="alert">
            Payment System Configuration Error: subscriptions cannot be paid right now because the payment system is not set up correctly.
            Please contact support.
          </span>
        }
      />
    </Card>
  );
}
