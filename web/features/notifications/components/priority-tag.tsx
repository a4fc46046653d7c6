import { Tag } from '../../../components/ui/tag';
import type { Priority } from '../../../../modules/notifications/contract';

/**
 * A notification's priority is the app's own sorting field, not something a reader acts on: only a
 * high-priority one is marked, as "Important"; medium and low carry no tag (issue 31).
 * Dark red on light red keeps 4.5:1 at tag size (antd's preset colours are too pale).
 */
export function PriorityTag({ priority }: { priority: Priority }) {
  if (priority !== 'high') return null;
  return <Tag style={{ marginInlineEnd: 0, color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' }}>Important</Tag>;
}
