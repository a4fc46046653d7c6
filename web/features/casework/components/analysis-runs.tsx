import { plural } from '../../../lib/plural';
import { Button } from 'antd';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Typography } from '../../../components/ui/typography';
import { MESSAGES, type AnalysisRunResponse } from '../../../../modules/casework/contract';
import { busy } from '../../../components/busy';
import { formatDateTime, probabilityColor } from '../lib/format';

export interface AnalysisRunsProps {
  runs: readonly AnalysisRunResponse[];
  /** Staff see why a run failed, and may start a re-run. */
  staff: boolean;
  canRerun: boolean;
  rerunning: boolean;
  onRerun: () => void;
}

const runState = (run: AnalysisRunResponse) => {
  if (run.status === 'running') return 'Running…';
  if (run.status === 'failed') return run.willRetry ? 'Failed — will be retried' : 'Failed';
  return `${run.result?.successProbability ?? '–'}%`;
};

/** Every run of the analysis side by side (staff compare a re-run with the first), and the re-run button. */
export function AnalysisRuns({ runs, staff, canRerun, rerunning, onRerun }: AnalysisRunsProps) {
  const latest = runs.at(-1);
  const failed = latest?.status === 'failed' && !latest.willRetry;
  if (!staff) {
    return failed ? <Alert type="error" showIcon title={MESSAGES.analysisFailed} /> : null;
  }
  return (
    <Card size="small">
      <section aria-labelledby="cb-runs-title" className="cb-stack">
        <div className="cb-status-footer">
          <Typography.Title level={2} id="cb-runs-title" className="cb-section-title" style={{ marginBottom: 0 }}>
            Analysis runs
          </Typography.Title>
          {canRerun && (
            <Button onClick={onRerun} loading={busy(rerunning)} disabled={rerunning}>
              Re-run analysis
            </Button>
          )}
        </div>
        {runs.length === 0 ? (
          <p className="cb-muted">No analysis has run yet: it starts when the case is paid.</p>
        ) : (
          <ol className="cb-runs" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Analysis runs">
            {runs.map((run) => (
              <li key={run.run} className="cb-juror" data-testid="analysis-run">
                <div className="cb-juror-head">
                  <strong>Run {run.run}</strong>
                  <span style={run.result ? { color: probabilityColor(run.result.successProbability), fontWeight: 600 } : undefined}>
                    {runState(run)}
                  </span>
                </div>
                <p className="cb-muted">
                  {run.engine === 'offline' ? 'Offline simulation' : 'OpenAI'} · requested {formatDateTime(run.requestedAt)}
                  {run.requestedBy !== null ? ' by staff' : ' after payment'} · {plural(run.attempts, 'attempt')}
                </p>
                {run.result && (
                  <p className="cb-muted">
                    {run.result.provenance.model} v{run.result.provenance.promptVersion}
                    {run.result.provenance.seed !== null ? `, seed ${run.result.provenance.seed}` : ''}, inputs{' '}
                    {run.result.provenance.inputHash.slice(0, 12)}…
                  </p>
                )}
                {run.error && (
                  <p role="alert" style={{ color: '#a8071a' }}>
                    {run.error}
                    {run.errorCode ? ` (${run.errorCode})` : ''}
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}
