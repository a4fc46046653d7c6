import { lazy, Suspense } from 'react';
import { Button, Empty, Skeleton } from 'antd';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import {
  MESSAGES,
  SEARCH_SORT_LABELS,
  SEARCH_SORTS,
  type InvestigatorProfile,
  type SearchResponse,
  type SearchSort,
} from '../../../../modules/directory/contract';
import { useUser } from '../../../lib/session';
import { PiCard } from './pi-card';

/** Leaflet and the state outlines load with the results, after the map's own chunk (docs/decisions/0014-web-bundle.md). */
const ResultsMap = lazy(() => import('./results-map'));

export interface ResultsProps {
  search: SearchResponse;
  /** The investigation type searched for (the other-specialties group names it). */
  investigationType: string;
  onModify: () => void;
  onContact: (pi: InvestigatorProfile) => void;
  /** Asks the same search in another order; omitted, no sort control is shown. */
  onSort?: (sort: SearchSort) => void;
  /** A new order is being fetched. */
  sorting?: boolean;
  /** Stories leave the map out (it loads Leaflet). */
  showMap?: boolean;
}

function SortControl({ sort, onSort, sorting }: { sort: SearchSort; onSort: (sort: SearchSort) => void; sorting?: boolean }) {
  return (
    <div className="cb-pi-sort">
      <label htmlFor="pi-sort">Sort by</label>
      <select
        id="pi-sort"
        className="cb-native-select"
        value={sort}
        aria-busy={sorting ? true : undefined}
        onChange={(e) => onSort(e.target.value as SearchSort)}
      >
        {SEARCH_SORTS.map((s) => (
          <option key={s} value={s}>
            {SEARCH_SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** An empty directory: said as it is, and to an admin, how to fill it (issue 30, item 6). */
function EmptyDirectory({ onModify }: { onModify: () => void }) {
  const isAdmin = useUser().data?.role === 'admin';
  return (
    <Card>
      <Empty
        description={
          <>
            <Typography.Title level={2} style={{ fontSize: 20 }}>
              {MESSAGES.emptyDirectory}
            </Typography.Title>
            <Typography.Paragraph>{MESSAGES.emptyDirectoryDetail}</Typography.Paragraph>
            {isAdmin && (
              <Alert
                type="info"
                title="Add investigators to the directory"
                description={
                  <>
                    Upload a CSV on the{' '}
                    <a href="/admin" className="cb-underlined">
                      Administration page
                    </a>{' '}
                    (Import Private Investigators), run <code>npm run directory:import -- file.csv</code> on the server, or{' '}
                    <code>npm run seed</code> for fictional sample listings.
                  </>
                }
                style={{ textAlign: 'left' }}
              />
            )}
          </>
        }
      >
        <Button onClick={onModify}>Modify Search</Button>
      </Empty>
    </Card>
  );
}

/**
 * The count that says what it counts ('3 investigators offering Surveillance within 25 miles of
 * Chicago, IL') with the sort, the cards and the map; or 'No Matches Found' and, when nobody in the
 * radius offers the type, a separate 'Nearby, other specialties' group; or the empty directory.
 */
export default function Results({ search, investigationType, onModify, onContact, onSort, sorting, showMap = true }: ResultsProps) {
  if (search.directoryEmpty) return <EmptyDirectory onModify={onModify} />;
  const others = search.otherSpecialties;
  const sort = onSort && <SortControl sort={search.sort ?? 'best'} onSort={onSort} sorting={sorting} />;
  const note = (
    <Typography.Paragraph type="secondary" className="cb-pi-prior">
      {MESSAGES.ratingPrior}
    </Typography.Paragraph>
  );
  if (search.results.length === 0)
    return (
      <>
        <Card>
          <Empty
            description={
              <>
                <Typography.Title level={2} style={{ fontSize: 20 }}>
                  {MESSAGES.noMatches}
                </Typography.Title>
                <Typography.Paragraph strong>{search.summary}.</Typography.Paragraph>
                <Typography.Paragraph>{MESSAGES.noMatchesDetail}</Typography.Paragraph>
              </>
            }
          >
            <Button onClick={onModify}>Modify Search</Button>
          </Empty>
        </Card>
        {others && others.results.length > 0 && (
          <section aria-labelledby="pi-others-title" className="cb-pi-others">
            <div className="cb-pi-results-head">
              <div>
                <Typography.Title level={2} id="pi-others-title" style={{ fontSize: 20, margin: 0 }}>
                  {MESSAGES.otherSpecialtiesTitle}
                </Typography.Title>
                <Typography.Text>
                  {others.summary}. {MESSAGES.otherSpecialtiesDetail(investigationType)}
                </Typography.Text>
              </div>
              {sort}
            </div>
            {note}
            <div className="cb-pi-cards">
              {others.results.map((pi) => (
                <PiCard key={pi.id} pi={pi} onContact={onContact} />
              ))}
            </div>
          </section>
        )}
      </>
    );
  return (
    <section aria-labelledby="pi-results-title">
      <div className="cb-pi-results-head">
        <div>
          <Typography.Title level={2} id="pi-results-title" style={{ fontSize: 20, margin: 0 }}>
            {search.summary}
          </Typography.Title>
          {search.expiredLicences > 0 && (
            <Typography.Text className="cb-pi-expired-note">{MESSAGES.expiredLicences(search.expiredLicences)}.</Typography.Text>
          )}
          {search.total > search.results.length && (
            <Typography.Text type="secondary"> The first {search.results.length} are shown.</Typography.Text>
          )}
        </div>
        <div className="cb-pi-results-actions">
          {sort}
          <Button onClick={onModify}>Modify Search</Button>
        </div>
      </div>
      {note}
      {showMap && (
        <Suspense fallback={<Skeleton.Node active className="cb-pi-map" />}>
          <ResultsMap search={search} />
        </Suspense>
      )}
      <div className="cb-pi-cards" aria-busy={sorting ? true : undefined}>
        {search.results.map((pi) => (
          <PiCard key={pi.id} pi={pi} onContact={onContact} />
        ))}
      </div>
    </section>
  );
}
