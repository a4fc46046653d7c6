import { Alert, Progress } from 'antd';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { Tag } from '../../../components/ui/tag';
import type { AnalysisResultResponse } from '../../../../modules/casework/contract';
import { probabilityColor } from '../lib/format';

export { probabilityColor };

const confidenceWords = { low: 'Low confidence', medium: 'Medium confidence', high: 'High confidence' } as const;

/** 'AI Analysis Results' (SPEC §2): summary, probability, strengths, weaknesses, recommendations — and its limits beside the numbers. */
export function ResultsPanel({ result }: { result: AnalysisResultResponse }) {
  const { outcomes, outcomeLabels, simulations } = result.distribution;
  const share = (n: number) => Math.round((n / simulations) * 100);
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
          <div>
            <div className="cb-probability-value" style={{ color: probabilityColor(result.successProbability) }} data-testid="success-probability">
              {result.successProbability}%
            </div>
            <div>Probability of success (an outcome favourable to the client)</div>
            <Tag style={{ marginTop: 6 }}>{confidenceWords[result.confidenceLevel]}</Tag>
            <div className="cb-muted" style={{ fontSize: 13 }}>
              {result.confidenceReason}
            </div>
          </div>
        </div>
        <Alert type="warning" showIcon role="note" title="About these numbers" description={result.limits} className="cb-limits" />
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
          <ul className="cb-outcomes" aria-label="Simulated outcomes">
            <li>
              {outcomeLabels.favourable}: <strong>{share(outcomes.favourable)}%</strong>
            </li>
            <li>
              {outcomeLabels.unfavourable}: <strong>{share(outcomes.unfavourable)}%</strong>
            </li>
            <li>
              {outcomeLabels.hung}: <strong>{share(outcomes.hung)}%</strong>
            </li>
          </ul>
        </div>
        <p className="cb-muted" style={{ fontSize: 12, margin: 0 }}>
          Made by the {result.provenance.engine === 'offline' ? 'offline simulation' : 'OpenAI'} engine ({result.provenance.model}, version{' '}
          {result.provenance.promptVersion}
          {result.provenance.seed !== null ? `, seed ${result.provenance.seed}` : ''}).
        </p>
      </section>
    </Card>
  );
}
