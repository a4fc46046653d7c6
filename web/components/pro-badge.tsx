import { Tag } from './ui/tag';

/** The PRO marker on advanced pages and menu entries (SPEC.md §2; no locking is applied). */
export function ProBadge() {
  return (
    <Tag color="#8a3c0b" style={{ marginInlineEnd: 0, fontWeight: 600 }}>
      PRO
    </Tag>
  );
}
