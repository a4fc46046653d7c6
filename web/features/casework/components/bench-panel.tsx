import type { Bench } from '../../../../modules/casework/contract';
import { Card } from '../../../components/ui/card';
import { Tag } from '../../../components/ui/tag';
import { Typography } from '../../../components/ui/typography';

/** A family matter's simulated judge (issue 25): the court, the law applied, the ruling, how firmly, and the findings it rests on. */
export function BenchPanel({ bench }: { bench: Bench }) {
  const favourable = bench.ruling === 'favourable';
  return (
    <Card>
      <section aria-labelledby="cb-bench-title" className="cb-stack" data-testid="bench">
        <Typography.Title level={2} id="cb-bench-title" className="cb-section-title">
          The bench
        </Typography.Title>
        <dl className="cb-case-facts cb-bench-facts">
          <div>
            <dt>Who decides</dt>
            <dd>{bench.court}</dd>
          </div>
          <div>
            <dt>Law applied</dt>
            <dd>{bench.law}</dd>
          </div>
          <div>
            <dt>Likely ruling</dt>
            <dd>
              <Tag
                style={
                  favourable
                    ? { color: '#135200', background: '#f0fae8', borderColor: '#b7eb8f', marginInlineEnd: 0, whiteSpace: 'normal' }
                    : { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e', marginInlineEnd: 0, whiteSpace: 'normal' }
                }
                data-testid="bench-ruling"
              >
                {bench.rulingLabel}
              </Tag>{' '}
              <span className="cb-muted">· {bench.confidence}% confidence</span>
            </dd>
          </div>
        </dl>
        {bench.reasons.length > 0 && (
          <div>
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              Findings the judge would rest on
            </Typography.Title>
            <ul aria-label="The judge's findings" style={{ margin: 0 }}>
              {bench.reasons.map((reason, i) => (
                <li key={i}>{reason}</li>
              ))}
            </ul>
          </div>
        )}
      </section>
    </Card>
  );
}
