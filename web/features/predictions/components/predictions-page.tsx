import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Button, Empty } from 'antd';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import type { PredictionResponse } from '../../../../modules/casework/contract';
import { quickStats } from '../../../../modules/casework/prediction-model';
import { ProBadge } from '../../../components/pro-badge';
import { LoadError, LoadingBlock } from '../../../components/query-state';
import { usePredictions } from '../api/get-predictions';
import { Statistic } from './statistic';
import { typeLabel } from './type-label';
import './predictions.css';

// The selected case's prediction (what-if controls, tabs, charts) loads when a case is first
// pointed at, focused or picked: the first screen shows 'No Case Selected' and needs none of it.
const loadDetail = () => import('./prediction-detail');
const PredictionDetail = lazy(() => loadDetail().then((m) => ({ default: m.PredictionDetail })));

export const DISCLAIMER =
  'Predictions are guidance only, based on your case analysis and stated reference tables. They are not legal advice: consult a qualified legal professional before making decisions about your case.';

export function PredictionsPage() {
  const predictions = usePredictions();
  const [selected, setSelected] = useState<number | null>(null);
  // A case picked from the list: on a phone its prediction is below the list, off screen, so the
  // page moves to it (only when it starts below the fold; never on a desktop's side-by-side layout).
  const detail = useRef<HTMLDivElement>(null);
  const [picked, setPicked] = useState(0);
  useEffect(() => {
    const box = detail.current;
    if (!picked || !box) return;
    if (box.getBoundingClientRect().top > window.innerHeight * 0.6) {
      const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      box.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    }
  }, [picked]);
  const list = predictions.data ?? [];
  const current = list.find((p) => p.caseId === selected);
  return (
    <div className="cb-page">
      <div className="cb-page-header">
        <div className="cb-predictions-title">
          <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
            Outcome Prediction
          </Typography.Title>
          <ProBadge />
        </div>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          The likely outcome, risks, costs and timeline of each analysed case, with the baseline each figure is compared to.
        </Typography.Paragraph>
      </div>
      <div className="cb-predictions-layout">
        <div className="cb-predictions-side">
          <Card title={<h2 className="cb-card-title">Active Cases</h2>}>
            {predictions.isPending ? (
              <LoadingBlock label="Loading predictions" />
            ) : predictions.isError ? (
              <LoadError title="Failed to load predictions" error={predictions.error} onRetry={() => void predictions.refetch()} />
            ) : list.length === 0 ? (
              <Empty description="No analysed cases yet. Submit a case for analysis to see its prediction." />
            ) : (
              <ul className="cb-predictions-list" aria-label="Active cases">
                {list.map((p) => (
                  <li key={p.caseId}>
                    <Button
                      variant={p.caseId === selected ? 'outlined' : 'text'}
                      block
                      style={{
                        height: 'auto',
                        textAlign: 'left',
                        whiteSpace: 'normal',
                        ...(p.caseId === selected ? { borderColor: '#1677ff', borderWidth: 2 } : {}),
                      }}
                      aria-pressed={p.caseId === selected}
                      onClick={() => {
                        setSelected(p.caseId);
                        setPicked((n) => n + 1);
                      }}
                      onPointerEnter={prefetchDetail}
                      onTouchStart={prefetchDetail}
                      onFocus={prefetchDetail}
                    >
                      <span className="cb-predictions-case">
                        <Typography.Text strong>{p.caseTitle ?? p.caseNumber}</Typography.Text>
                        <Typography.Text type="secondary">
                          {p.caseTitle ? `${p.caseNumber} · ` : ''}
                          {typeLabel(p)}
                        </Typography.Text>
                        <Typography.Text>
                          {p.inputs.successProbability}% at trial · {p.confidence}% confidence
                        </Typography.Text>
                      </span>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <QuickStats predictions={list} />
        </div>
        <div ref={detail} className="cb-predictions-detail">
          {current ? (
            <Suspense
              fallback={
                <Card>
                  <LoadingBlock label="Loading prediction" />
                </Card>
              }
            >
              <PredictionDetail key={current.caseId} prediction={current} />
            </Suspense>
          ) : (
            <Card>
              <Empty
                description={
                  <Typography.Title level={2} style={{ fontSize: 18 }}>
                    No Case Selected
                  </Typography.Title>
                }
              >
                <Typography.Text type="secondary">Pick a case from Active Cases to see its prediction.</Typography.Text>
              </Empty>
            </Card>
          )}
        </div>
      </div>
      <Alert type="info" showIcon style={{ marginTop: 16 }} title="Disclaimer" description={DISCLAIMER} />
    </div>
  );
}

const prefetchDetail = () => void loadDetail();

function QuickStats({ predictions }: { predictions: PredictionResponse[] }) {
  const stats = quickStats(predictions);
  return (
    <Card title={<h2 className="cb-card-title">Quick Stats</h2>}>
      <div className="cb-predictions-stats">
        <Statistic title="Cases Analyzed" value={stats.casesAnalyzed} />
        <Statistic title="Avg. Success Rate" value={stats.avgSuccessRate} suffix="%" />
        <Statistic title="High Confidence" value={stats.highConfidence} />
      </div>
    </Card>
  );
}
