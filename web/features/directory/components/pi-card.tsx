import { plural } from '../../../lib/plural';
import { lazy, Suspense, useState } from 'react';
import { Button, Rate, Skeleton } from 'antd';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { Tag } from '../../../components/ui/tag';
import type { InvestigatorProfile } from '../../../../modules/directory/contract';

/** The reviews (and the review form) load when asked for (on-demand.ts). */
const PiReviews = lazy(() => import('./on-demand').then((m) => ({ default: m.PiReviews })));

/** SPEC §9: at most three specializations on a card, then '+N more'. */
export const CARD_SPECIALIZATIONS = 3;

export function visibleSpecializations(all: readonly string[]): { shown: string[]; more: number } {
  return { shown: all.slice(0, CARD_SPECIALIZATIONS), more: Math.max(0, all.length - CARD_SPECIALIZATIONS) };
}

export interface PiCardProps {
  pi: InvestigatorProfile;
  onContact: (pi: InvestigatorProfile) => void;
}

/** A licence's state beside its number (some states require the number in every advert): valid to, expiring, or expired. */
export function LicenseStatus({ pi }: { pi: Pick<InvestigatorProfile, 'licenseStatus' | 'licenseExpiration'> }) {
  if (pi.licenseStatus === 'expired') return <Tag color="#a8071a">Expired {pi.licenseExpiration}</Tag>;
  if (pi.licenseStatus === 'expiring') return <Tag color="#ad4e00">Expires {pi.licenseExpiration}</Tag>;
  return <Tag color="#237804">Valid to {pi.licenseExpiration}</Tag>;
}

/** One investigator of the results (SPEC §2 Find My PI). */
export function PiCard({ pi, onContact }: PiCardProps) {
  const { shown, more } = visibleSpecializations(pi.specializations);
  const rating = Number(pi.averageRating);
  const [showReviews, setShowReviews] = useState(false);
  return (
    // tabIndex -1: the map's marker for this investigator moves focus here (results-map.tsx).
    <Card className="cb-pi-card" aria-label={pi.fullName} role="article" tabIndex={-1}>
      <Typography.Title level={3} style={{ fontSize: 18, marginTop: 0, marginBottom: 0 }}>
        {pi.fullName}
      </Typography.Title>
      {pi.agencyName && <Typography.Text type="secondary">{pi.agencyName}</Typography.Text>}
      <div className="cb-pi-meta">
        <span>
          {pi.city}, {pi.state} · {pi.distanceMiles} mi
        </span>
        {pi.totalReviews === 0 ? (
          // Nobody has reviewed this PI yet: no stars rather than a rating of 0.00 it never got.
          <span>No reviews yet</span>
        ) : (
          <span role="group" aria-label={`Rating ${pi.averageRating} of 5`}>
            <Rate disabled allowHalf value={Math.round(rating * 2) / 2} style={{ fontSize: 14 }} /> {pi.averageRating} (
            {plural(pi.totalReviews, 'review')})
          </span>
        )}
      </div>
      <div className="cb-pi-tags">
        {shown.map((s) => (
          <Tag key={s}>{s}</Tag>
        ))}
        {more > 0 && <Tag color="#0b57d0">+{more} more</Tag>}
      </div>
      <Typography.Paragraph className="cb-pi-bio">{pi.bio}</Typography.Paragraph>
      <dl className="cb-pi-facts">
        <div className="cb-pi-fact-wide">
          <dt>License</dt>
          <dd>
            {pi.licenseState} {pi.licenseNumber} <LicenseStatus pi={pi} />
          </dd>
        </div>
        <div>
          <dt>Response time</dt>
          <dd>within {plural(pi.responseTimeHours, 'hour')}</dd>
        </div>
        <div>
          <dt>Rate</dt>
          <dd>{pi.hourlyRate === null ? 'On request' : `$${Number(pi.hourlyRate).toFixed(0)}/hour`}</dd>
        </div>
      </dl>
      <div className="cb-pi-actions">
        <Button type="primary" block onClick={() => onContact(pi)}>
          Contact This PI
        </Button>
        <Button block aria-expanded={showReviews} onClick={() => setShowReviews((v) => !v)}>
          {showReviews ? 'Hide Reviews' : `Reviews (${pi.totalReviews})`}
        </Button>
      </div>
      {showReviews && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
          <PiReviews pi={pi} />
        </Suspense>
      )}
    </Card>
  );
}
