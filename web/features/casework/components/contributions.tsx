// What moved the estimate (issue 25): the waterfall from the base rate to the result, as a chart
// (mounted only once it is near the viewport and has a width) and as a list a screen reader and a
// printout read: each fact, its points and the words it came from.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { AnalysisResultResponse } from '../../../../modules/casework/contract';
import { WhenNear } from '../../../components/ui/when-near';
import { Typography } from '../../../components/ui/typography';
import { pointsWords, waterfall, type WaterfallStep } from '../lib/fact-words';

const ContributionsChart = lazy(() => import('./contributions-chart').then((m) => ({ default: m.ContributionsChart })));

/** The chart at the width its box has; nothing while the box has none (hidden, not laid out). */
function MeasuredChart({ steps }: { steps: readonly WaterfallStep[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(Math.floor(el.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const height = steps.length * 34 + 40;
  return (
    <div ref={box} style={{ minHeight: height }} aria-hidden data-testid="contributions-chart">
      {width > 0 && (
        <Suspense fallback={null}>
          <ContributionsChart steps={steps} width={width} />
        </Suspense>
      )}
    </div>
  );
}

export function Contributions({
  result,
}: {
  result: Pick<AnalysisResultResponse, 'contributions' | 'distribution' | 'successProbability'>;
}) {
  if (result.contributions.length === 0) return null;
  const base = result.distribution.baseRate;
  const steps = waterfall(base, result.contributions, result.successProbability);
  return (
    <section aria-labelledby="cb-contributions-title" className="cb-stack" data-testid="contributions">
      <div>
        <Typography.Title level={3} id="cb-contributions-title" style={{ fontSize: 16, marginBottom: 4 }}>
          What moved the estimate
        </Typography.Title>
        <p className="cb-muted" style={{ margin: 0, fontSize: 13 }}>
          Cases like this one start at a base rate of {base}%. Each fact below moved the estimate up or down, in this order, to{' '}
          {result.successProbability}%.
        </p>
      </div>
      <WhenNear placeholder={<div style={{ minHeight: steps.length * 34 + 40 }} />}>
        <MeasuredChart steps={steps} />
      </WhenNear>
      <ol className="cb-contributions" aria-label="What moved the estimate">
        <li>
          <span>Base rate</span>
          <strong>{base}%</strong>
        </li>
        {result.contributions.map((c, i) => (
          <li key={`${c.key}-${i}`} data-testid="contribution">
            <span>
              {c.label}
              {c.quote && (
                <span className="cb-fact-quote" style={{ display: 'block' }}>
                  <q>{c.quote}</q>
                </span>
              )}
            </span>
            <strong className={c.points >= 0 ? 'cb-up' : 'cb-down'}>{pointsWords(c.points)}</strong>
          </li>
        ))}
        <li>
          <span>Estimate</span>
          <strong>{result.successProbability}%</strong>
        </li>
      </ol>
    </section>
  );
}
