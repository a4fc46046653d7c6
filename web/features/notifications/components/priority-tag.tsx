import type { CSSProperties } from 'react';
import { Tag } from '../../../components/ui/tag';
import { PRIORITY_LABELS, type Priority } from '../../../../modules/notifications/contract';

// antd's preset tag colours are too pale for small text (WCAG AA); these keep 4.5:1.
const STYLES: Record<Priority, CSSProperties> = {
  high: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  medium: { color: '#7c4a00', background: '#fffbe6', borderColor: '#ffe58f' },
  low: { color: 'rgba(0, 0, 0, 0.75)', background: '#fafafa', borderColor: '#d9d9d9' },
};

export function PriorityTag({ priority }: { priority: Priority }) {
  return <Tag style={{ marginInlineEnd: 0, ...STYLES[priority] }}>{PRIORITY_LABELS[priority]} priority</Tag>;
}
