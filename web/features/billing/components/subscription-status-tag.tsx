import { Tag } from '../../../components/ui/tag';
import type { SubscriptionResponse } from '../../../../modules/billing/contract';
import { subscriptionStatus, type StatusTone } from '../lib/premium-plan';

// antd's preset tag colours are too light for small text (WCAG AA): dark text on a pale ground.
const TONES: Record<StatusTone, { color: string; background: string; borderColor: string }> = {
  success: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  warning: { color: '#613400', background: '#fff7e6', borderColor: '#ffd591' },
  error: { color: '#820014', background: '#fff1f0', borderColor: '#ffa39e' },
  default: { color: 'rgba(0, 0, 0, 0.88)', background: '#fafafa', borderColor: '#d9d9d9' },
};

export function SubscriptionStatusTag({ subscription }: { subscription: SubscriptionResponse }) {
  const { label, tone } = subscriptionStatus(subscription);
  return (
    <Tag style={{ ...TONES[tone], marginInlineEnd: 0, fontWeight: 600 }} data-testid="subscription-status">
      {label}
    </Tag>
  );
}
