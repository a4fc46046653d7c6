import { Button } from 'antd';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { CrownOutlined } from '@ant-design/icons';
import { busy } from '../../../components/busy';
import { PLAN_NAME, PLAN_PRICE } from '../lib/premium-plan';
import { PlanBenefits } from './plan-benefits';
import './billing.css';

export interface PlanCardProps {
  onSubscribe: () => void;
  subscribing?: boolean;
  /** The red box under the button when starting the subscription failed (SPEC.md §8). */
  error?: string | null;
  /** False once the payment form is open. */
  showSubscribe?: boolean;
}

/** The Premium offer for a user without a subscription (SPEC.md §2 "Subscription"). */
export function PlanCard({ onSubscribe, subscribing = false, error = null, showSubscribe = true }: PlanCardProps) {
  const [amount, interval] = PLAN_PRICE.split('/');
  return (
    <Card>
      <section aria-labelledby="cb-plan-name">
        <div className="cb-plan-heading">
          <CrownOutlined aria-hidden style={{ fontSize: 22, color: '#ad6800' }} />
          <Typography.Title level={2} id="cb-plan-name">
            {PLAN_NAME}
          </Typography.Title>
        </div>
        <p className="cb-plan-price">
          {amount}
          <small>/{interval}</small>
        </p>
        <Typography.Text type="secondary">Cancel anytime.</Typography.Text>
        <PlanBenefits label="What Premium includes" />
        {showSubscribe && (
          <Button type="primary" size="large" onClick={onSubscribe} loading={busy(subscribing)} disabled={subscribing}>
            {subscribing ? 'Starting...' : 'Subscribe Now'}
          </Button>
        )}
        {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginTop: 16 }} />}
      </section>
    </Card>
  );
}
