import { lazy, Suspense } from 'react';
import { Button, Empty, Skeleton } from 'antd';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { MESSAGES, type InvestigatorProfile, type SearchResponse } from '../../../../modules/directory/contract';
import { PiCard } from './pi-card';

/** Leaflet and the state outlines load with the results, after the map's own chunk (docs/decisions/0014-web-bundle.md). */
const ResultsMap = lazy(() => import('./results-map'));

export interface ResultsProps {
  search: SearchResponse;
  onModify: () => void;
  onContact: (pi: InvestigatorProfile) => void;
  /** Stories leave the map out (it loads Leaflet). */
  showMap?: boolean;
}

/** '{n} verified PIs found in your area' with the cards and the map, or 'No Matches Found'. */
export default function Results({ search, onModify, onContact, showMap = true }: ResultsProps) {
  if (search.results.length === 0)
    return (
      <Card>
        <Empty
          description={
            <>
              <Typography.Title level={2} style={{ fontSize: 20 }}>
                {MESSAGES.noMatches}
              </Typography.Title>
              <Typography.Paragraph>{MESSAGES.noMatchesDetail}</Typography.Paragraph>
            </>
          }
        >
          <Button onClick={onModify}>Modify Search</Button>
        </Empty>
      </Card>
    );
  return (
    <section aria-labelledby="pi-results-title">
      <div className="cb-pi-results-head">
        <Typography.Title level={2} id="pi-results-title" style={{ fontSize: 20, margin: 0 }}>
          {MESSAGES.found(search.total)}
        </Typography.Title>
        <Button onClick={onModify}>Modify Search</Button>
      </div>
      {showMap && (
        <Suspense fallback={<Skeleton.Node active className="cb-pi-map" />}>
          <ResultsMap search={search} />
        </Suspense>
      )}
      <div className="cb-pi-cards">
        {search.results.map((pi) => (
          <PiCard key={pi.id} pi={pi} onContact={onContact} />
        ))}
      </div>
    </section>
  );
}
