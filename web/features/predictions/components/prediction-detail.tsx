// The selected case's prediction on Outcome Prediction (SPEC §2): the what-if controls and the four
// tabs. Loaded when a case is first picked (or pointed at): the page's first screen, which shows
// 'No Case Selected', holds none of its Select, InputNumber, Progress or table code.
import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, Empty, Flex, InputNumber, Select, Statistic } from 'antd';
import { Card } from '../../../components/ui/card';
import { Tabs } from '../../../components/ui/tabs';
import { Table } from '../../../components/ui/table';
import { Typography } from '../../../components/ui/typography';
import type { Outcomes, PredictionResponse, PriorRecord, WhatIf } from '../../../../modules/casework/contract';
// The model itself, not through the contract: only this page loads it (decision 0030).
import { EVIDENCE_LEVELS, formatUsd, predict, successColour } from '../../../../modules/casework/prediction-model';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { useMarketAnalysis } from '../api/get-market-analysis';
import { Progress } from '../../../components/ui/progress';
import { Tag } from '../../../components/ui/tag';
import { typeLabel } from './type-label';
import './predictions.css';

// Recharts loads only when a chart is shown.
const OutcomeChart = lazy(() => import('./prediction-charts').then((m) => ({ default: m.OutcomeChart })));
const CostChart = lazy(() => import('./prediction-charts').then((m) => ({ default: m.CostChart })));

// Dark enough for WCAG AA contrast on white.
const COLOURS = { green: '#237804', yellow: '#874d00', red: '#a8071a' } as const;

const PRIOR_LABELS: Record<PriorRecord, string> = {
  none: 'None',
  one: 'One conviction',
  two: 'Two convictions',
  'three-plus': 'Three or more',
  unknown: 'Not stated',
};
const EVIDENCE_LABELS: Record<(typeof EVIDENCE_LEVELS)[number], string> = {
  'very-strong': 'Very strong',
  strong: 'Strong',
  moderate: 'Moderate',
  weak: 'Weak',
  'very-weak': 'Very weak',
};

export function PredictionDetail({ prediction }: { prediction: PredictionResponse }) {
  const [change, setChange] = useState<WhatIf>({});
  const [tab, setTab] = useState('prediction');
  const changed = Object.keys(change).length > 0;
  const core = useMemo(
    () =>
      changed
        ? predict({ caseCategory: prediction.caseCategory, caseType: prediction.caseType, ...prediction.inputs }, change)
        : prediction,
    [changed, change, prediction],
  );
  const criminal = prediction.caseCategory === 'criminal';
  return (
    <Card
      title={
        <h2 className="cb-card-title">
          {prediction.caseNumber} · {typeLabel(prediction)}
        </h2>
      }
      extra={<Typography.Text type="secondary">{prediction.jurisdiction}</Typography.Text>}
    >
      <Flex vertical gap={12}>
        <section aria-label="What if">
          <Typography.Text strong>What if…</Typography.Text>{' '}
          <Typography.Text type="secondary">change a factor to see the prediction recomputed; your case is not changed.</Typography.Text>
          <Flex gap={12} wrap align="center" style={{ marginTop: 8 }}>
            {criminal && (
              <label>
                Evidence against the client{' '}
                <Select
                  aria-label="Evidence against the client"
                  style={{ minWidth: 140 }}
                  value={change.evidenceStrength ?? prediction.inputs.evidenceStrength ?? 'moderate'}
                  options={EVIDENCE_LEVELS.map((v) => ({ value: v, label: EVIDENCE_LABELS[v] }))}
                  onChange={(v) => setChange((c) => ({ ...c, evidenceStrength: v }))}
                />
              </label>
            )}
            <label>
              Witnesses for the client{' '}
              <InputNumber
                aria-label="Witnesses for the client"
                min={0}
                max={20}
                value={change.witnesses ?? prediction.inputs.witnesses}
                onChange={(v) => setChange((c) => ({ ...c, witnesses: typeof v === 'number' ? v : 0 }))}
              />
            </label>
            {criminal && (
              <label>
                Prior record{' '}
                <Select
                  aria-label="Prior record"
                  style={{ minWidth: 150 }}
                  value={change.priorRecord ?? prediction.inputs.priorRecord}
                  options={(['none', 'one', 'two', 'three-plus'] as const).map((v) => ({ value: v, label: PRIOR_LABELS[v] }))}
                  onChange={(v) => setChange((c) => ({ ...c, priorRecord: v }))}
                />
              </label>
            )}
            <Button disabled={!changed} onClick={() => setChange({})}>
              Reset
            </Button>
          </Flex>
          {changed && (
            <Typography.Text type="warning" role="status">
              What-if: not your case as analysed.
            </Typography.Text>
          )}
        </section>
        {/* Hidden tabs are unmounted: a Recharts chart kept in a hidden pane measures 0×0 and warns on every resize. */}
        <Tabs
          activeKey={tab}
          onChange={setTab}
          destroyOnHidden
          items={[
            {
              key: 'prediction',
              label: 'Prediction',
              children: (
                <PredictionTab
                  outcomes={core.outcomes}
                  atTrial={changed && 'successProbability' in core ? core.successProbability : prediction.inputs.successProbability}
                  changed={changed}
                  confidence={core.confidence}
                  prediction={prediction}
                />
              ),
            },
            { key: 'risk', label: 'Risk Analysis', children: <RiskTab prediction={prediction} /> },
            { key: 'cost', label: 'Cost Estimate', children: <CostTab prediction={prediction} /> },
            { key: 'comparison', label: 'Comparison', children: <ComparisonTab prediction={prediction} /> },
          ]}
        />
      </Flex>
    </Card>
  );
}

function baselineText(p: PredictionResponse, value: number) {
  return p.baseline.source === 'platform'
    ? `Baseline ${value}% (${p.baseline.cases} comparable cases)`
    : `Baseline ${value}% (published base rate)`;
}

function PredictionTab({
  outcomes,
  atTrial,
  changed,
  confidence,
  prediction,
}: {
  outcomes: Outcomes;
  atTrial: number;
  changed: boolean;
  confidence: number;
  prediction: PredictionResponse;
}) {
  const rows: { key: keyof Outcomes; label: string }[] = [
    { key: 'favorable', label: 'Favorable end (any way)' },
    { key: 'settlement', label: 'Settlement' },
    { key: 'unfavorable', label: 'Unfavorable end' },
  ];
  return (
    <Flex vertical gap={12}>
      <div>
        <Statistic
          title="Chance of winning at trial"
          value={atTrial}
          suffix="%"
          styles={{ content: { color: COLOURS[successColour(atTrial)] } }}
        />
        <Typography.Text type="secondary">
          {changed
            ? 'Recomputed by the same model for the change above.'
            : 'The analysis’s own estimate: the same number as on Case Detail, My Cases and the report.'}
        </Typography.Text>
      </div>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        How the case may end, all ways included: most cases settle before a verdict, so the share that ends in your favour is lower than the
        chance of winning at trial. Settlement shares come from the reference tables; the baseline is the published base rate for cases like
        this one.
      </Typography.Paragraph>
      <Flex gap={24} wrap>
        {rows.map((r) => (
          <div key={r.key}>
            <Statistic
              title={r.label}
              value={outcomes[r.key]}
              suffix="%"
              styles={{ content: r.key === 'favorable' ? { color: COLOURS[successColour(outcomes[r.key])] } : undefined }}
            />
            <Typography.Text type="secondary">{baselineText(prediction, prediction.baseline.outcomes[r.key])}</Typography.Text>
          </div>
        ))}
        <div>
          <Statistic title="Confidence" value={confidence} suffix="%" />
          <Typography.Text type="secondary">From the mock-jury analysis ({prediction.inputs.confidenceLevel})</Typography.Text>
        </div>
      </Flex>
      <Suspense fallback={<LoadingBlock label="Loading chart" rows={3} />}>
        <OutcomeChart outcomes={outcomes} baseline={prediction.baseline.outcomes} />
      </Suspense>
    </Flex>
  );
}

function RiskTab({ prediction }: { prediction: PredictionResponse }) {
  if (prediction.riskFactors.length === 0) return <Empty description="No risk factors were found in this case." />;
  const colour = { positive: 'green', negative: 'red', neutral: 'default' } as const;
  return (
    <ul className="cb-predictions-list" aria-label="Risk factors">
      {prediction.riskFactors.map((f, index) => (
        <li key={index}>
          <Flex vertical style={{ width: '100%' }}>
            <Flex gap={8} align="center">
              <Typography.Text strong>{f.factor}</Typography.Text>
              <Tag color={colour[f.impact]}>{f.impact}</Tag>
            </Flex>
            <Typography.Text type="secondary">{f.detail}</Typography.Text>
            <Progress
              size="small"
              percent={Math.round(f.weight * 100)}
              aria-label={`Weight of ${f.factor}`}
              format={() => `weight ${f.weight.toFixed(2)}`}
            />
          </Flex>
        </li>
      ))}
    </ul>
  );
}

function CostTab({ prediction }: { prediction: PredictionResponse }) {
  const { settlement, trial, savings } = prediction.costEstimate;
  const rows = [
    { key: 'settlement', path: 'Settlement', ...settlement, timeline: prediction.timeline.settlement },
    { key: 'trial', path: 'Trial', ...trial, timeline: prediction.timeline.trial },
  ];
  return (
    <Flex vertical gap={12}>
      {/* Five columns do not fit a 360 px phone: the table scrolls inside its box, never the page. */}
      <Table
        pagination={false}
        size="small"
        scroll={{ x: true }}
        dataSource={rows}
        columns={[
          { title: 'Path', dataIndex: 'path' },
          { title: 'Min', dataIndex: 'min', render: formatUsd },
          { title: 'Likely', dataIndex: 'likely', render: formatUsd },
          { title: 'Max', dataIndex: 'max', render: formatUsd },
          { title: 'Timeline', dataIndex: 'timeline' },
        ]}
      />
      <Statistic title="Savings by settling" value={formatUsd(savings)} />
      <Typography.Text type="secondary">
        Costs are planning ranges (Casebook assumptions, not quotes); timelines follow the NCSC Model Time Standards for State Trial Courts.
      </Typography.Text>
      <Suspense fallback={<LoadingBlock label="Loading chart" rows={3} />}>
        <CostChart settlement={settlement} trial={trial} />
      </Suspense>
    </Flex>
  );
}

function ComparisonTab({ prediction }: { prediction: PredictionResponse }) {
  const market = useMarketAnalysis(prediction.caseType);
  const s = prediction.similarCases;
  const entry = market.data?.[0];
  return (
    <Flex vertical gap={12}>
      {s.total === 0 ? (
        <Typography.Paragraph style={{ margin: 0 }}>
          <Typography.Text strong>
            Similar cases: {typeLabel(prediction)} in {prediction.jurisdiction.split(', ').at(-1)}
          </Typography.Text>
          <br />
          No similar case has been completed on Casebook yet. Their outcomes appear here once five are completed, so that no single case can
          be recognised.
        </Typography.Paragraph>
      ) : (
        <Facts
          title={`Similar cases: ${typeLabel(prediction)} in ${prediction.jurisdiction.split(', ').at(-1)}`}
          items={[
            ['Completed similar cases', s.total],
            ...(s.favorable === null
              ? [['By outcome', `Shown once five are completed (${s.total} so far), so that no single case can be recognised`] as const]
              : ([
                  ['Favorable', s.favorable],
                  ['Settled', s.settled],
                  ['Unfavorable', s.unfavorable],
                ] as const)),
          ]}
        />
      )}
      <Typography.Text type="secondary">
        Outcomes of similar cases are their predictions; Casebook records no court verdicts.
      </Typography.Text>
      {market.isPending ? (
        <LoadingBlock label="Loading market analysis" rows={2} />
      ) : market.isError ? (
        <LoadError title="Failed to load market analysis" error={market.error} />
      ) : entry ? (
        <Facts
          title="Market analysis"
          items={[
            ['Success rate', `${entry.successRate}%`],
            ['Average settlement', formatUsd(entry.averageSettlement)],
            ['Average timeline', entry.averageTimeline],
          ]}
        />
      ) : (
        <Typography.Text type="secondary">Market analysis: fewer than 5 completed cases of this type on the platform.</Typography.Text>
      )}
    </Flex>
  );
}

/** A titled list of label: value pairs. */
function Facts({ title, items }: { title: string; items: readonly (readonly [string, string | number | null])[] }) {
  return (
    <section>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      <dl className="cb-facts" style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
        {items.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
