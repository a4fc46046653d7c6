import { Tag } from '../../../components/ui/tag';
import { CrownOutlined, GiftOutlined } from '@ant-design/icons';
import { useSubscription } from '../api/get-subscription';

const badge = { marginInlineEnd: 0, fontWeight: 600 };
// Dark text on a pale ground: antd's preset colours are too light for small text (WCAG AA).
const premium = { ...badge, color: '#613400', background: '#fff7e6', borderColor: '#ffd591' };
const free = { ...badge, color: '#003a8c', background: '#e6f4ff', borderColor: '#91caff' };

/** 'Premium Active' or 'Free Trial' (SPEC.md §2 Chat header). */
export function PlanBadgeView({ isSubscribed }: { isSubscribed: boolean }) {
  return isSubscribed ? (
    <Tag icon={<CrownOutlined aria-hidden />} style={premium}>
      Premium Active
    </Tag>
  ) : (
    <Tag icon={<GiftOutlined aria-hidden />} style={free}>
      Free Trial
    </Tag>
  );
}

/** The signed-in user's plan, from GET /api/subscription; nothing until it is known. */
export function PlanBadge() {
  const { data } = useSubscription();
  return data ? <PlanBadgeView isSubscribed={data.isSubscribed} /> : null;
}
