import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Progress } from 'antd';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { Tag } from '../../../components/ui/tag';
import type { AnalysisResultResponse } from '../../../../modules/casework/contract';
import type { Audience } from '../lib/fact-words';
import { probabilityColor } from '../lib/format';
import { Contributions } from './contributions';
import { FactFlags } from './fact-flags';
import { FactSheetSummary } from './fact-sheet-summary';
import type { OutcomeSlice } from './outcome-chart';

const OutcomeChart = lazy(() => import('./outcome-chart').then((m) => ({ default: m.OutcomeChart })));

/** The outcome chart at the width its box has; nothing while the box has none (a hidden panel, jsdom). */
function MeasuredOutcome({ slices }: { slices: readonly OutcomeSlice[] }) {
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
  return (
    <div ref={box} style={{ minHeight: slices.length * 30 + 8 }} aria-hidden data-testid="outcome-chart">
      {width > 0 && (
        <Suspense fallback={null}>
          <OutcomeChart slices={slices} width={width} />
        </Suspense>
      )}
    </div>
  );
}

export { probabilityColor };

const confidenceWords = { low: 'Low confidence', medium: 'Medium confidence', high: 'High confidence' } as const;

/** The analysis weighed the reader's sheet unreviewed (issue 25). */
const unreviewedWords: Record<Audience, string> = {
  client: 'Analysed on the facts as read from your description; they were not reviewed.',
  staff: "Analysed on the facts as read from the client's description; the client did not review them.",
};

/**
 * 'AI Analysis Results' (SPEC §2): summary, probability and its plausible range, strengths,
 * weaknesses, recommendations, what moved the number from the base rate, the facts weighed — and
 * its limits beside the numbers. Older results (no interval, contributions or facts) show without them.
 */
export function ResultsPanel({ result, audience = 'client' }: { result: AnalysisResultResponse; audience?: Audience }) {
  const { outcomes, outcomeLabels, simulations } = result.distribution;
  const share = (n: number) => Math.round((n / simulations) * 100);
  // Older results may lack the newer fields altogether.
  const interval = result.interval ?? null;
  const flags = result.flags ?? [];
  const contributions = result.contributions ?? [];
  const bench = result.decisionMaker === 'judge';
  return (
    <Card>
      <section aria-labelledby="cb-results-title" className="cb-stack">
        <Typography.Title level={2} id="cb-results-title" className="cb-section-title">
          AI Analysis Results
        </Typography.Title>
        <Typography.Paragraph className="cb-pre-wrap" style={{ marginBottom: 0 }}>
          {result.summary}
        </Typography.Paragraph>
        <div className="cb-probability">
          <Progress
            type="circle"
            percent={result.successProbability}
            size={88}
            strokeColor={probabilityColor(result.successProbability)}
            format={() => null}
            aria-hidden
          />
          <div className="cb-probability-text">
            <div
              className="cb-probability-value"
              style={{ color: probabilityColor(result.successProbability) }}
              data-testid="success-probability"
            >
              {result.successProbability}%
              {interval && (
                <span className="cb-probability-interval" data-testid="probability-interval">
                  {' '}
                  — likely between {interval.low}% and {interval.high}%
                </span>
              )}
            </div>
            <div>Probability of success (an outcome favourable to the client)</div>
            <Tag style={{ marginTop: 6 }}>{confidenceWords[result.confidenceLevel]}</Tag>
            <div className="cb-muted" style={{ fontSize: 13 }}>
              {result.confidenceReason}
            </div>
          </div>
        </div>
        {result.factsStatus === 'extracted' && (
          <Alert type="info" showIcon role="note" title={unreviewedWords[audience]} data-testid="facts-unreviewed" />
        )}
        <FactFlags flags={flags} />
        <Alert type="warning" showIcon role="note" title="About these numbers" description={result.limits} className="cb-limits" />
        {contributions.length > 0 && <Contributions result={{ ...result, contributions }} />}
        <div className="cb-result-lists">
          <div>
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              Key Strengths
            </Typography.Title>
            {result.strengths.length > 0 ? (
              <ul aria-label="Key strengths">
                {result.strengths.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            ) : (
              <p className="cb-muted">None identified from the facts given.</p>
            )}
          </div>
          <div>
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              Key Weaknesses
            </Typography.Title>
            {result.weaknesses.length > 0 ? (
              <ul aria-label="Key weaknesses">
                {result.weaknesses.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            ) : (
              <p className="cb-muted">None identified from the facts given.</p>
            )}
          </div>
        </div>
        <div>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            Additional Recommendations
          </Typography.Title>
          <Typography.Paragraph className="cb-pre-wrap">{result.recommendations}</Typography.Paragraph>
        </div>
        <div>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            Across {simulations.toLocaleString('en-US')} simulated deliberations
          </Typography.Title>
          <MeasuredOutcome
            slices={[
              { label: outcomeLabels.favourable, percent: share(outcomes.favourable), colour: '#389e0d' },
              { label: outcomeLabels.unfavourable, percent: share(outcomes.unfavourable), colour: '#cf1322' },
              ...(bench && outcomes.hung === 0 ? [] : [{ label: outcomeLabels.hung, percent: share(outcomes.hung), colour: '#8c8c8c' }]),
            ]}
          />
          <ul className="cb-outcomes" aria-label="Simulated outcomes">
            <li>
              {outcomeLabels.favourable}: <strong>{share(outcomes.favourable)}%</strong>
            </li>
            <li>
              {outcomeLabels.unfavourable}: <strong>{share(outcomes.unfavourable)}%</strong>
            </li>
            {!((bench || result.civil) && outcomes.hung === 0) && (
              <li>
                {outcomeLabels.hung}: <strong>{share(outcomes.hung)}%</strong>
              </li>
            )}
          </ul>
        </div>
        {result.facts && (
          <details className="cb-facts-details" data-testid="facts-weighed">
            <summary>
              Facts weighed
              {result.factsStatus === 'confirmed'
                ? audience === 'client'
                  ? ' (as you confirmed them)'
                  : ' (as the client confirmed them)'
                : ''}
              {result.factsStatus === 'extracted' ? ' (as read, not reviewed)' : ''}
            </summary>
            <FactSheetSummary facts={result.facts} audience={audience} />
          </details>
        )}
        {/* The engine, its version and seed are for staff and the replay, not the client's first screen. */}
        {audience === 'staff' && (
          <p className="cb-muted" style={{ fontSize: 12, margin: 0 }} data-testid="provenance">
            Made by the {result.provenance.engine === 'offline' ? 'offline simulation' : 'OpenAI'} engine ({result.provenance.model},
            version {result.provenance.promptVersion}
            {result.provenance.seed !== null ? `, seed ${result.provenance.seed}` : ''}).
          </p>
        )}
      </section>
    </Card>
  );
}
