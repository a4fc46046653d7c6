// A case's analysis result and who decided it (SPEC §2; issue 25): the twelve jurors of a criminal
// case, or the bench of a family matter (no jurors). One chunk, with antd's Progress, loaded when
// a case has a result to show (docs/decisions/0025-case-form-weight.md).
import type { AnalysisResultResponse } from '../../../../modules/casework/contract';
import type { Audience } from '../lib/fact-words';
import { BenchPanel } from './bench-panel';
import { JuryPanel } from './jury-panel';
import { ResultsPanel } from './results-panel';

/** Whether the result has a panel to show (the jurors, or the bench). */
export const hasDecisionPanel = (result: AnalysisResultResponse) =>
  result.decisionMaker === 'judge' ? Boolean(result.bench) : result.jurors.length > 0;

/** `part`: the analysis, the jury or bench, or both (Case Detail shows them in separate tabs). */
export function CaseResults({
  result,
  audience = 'client',
  part = 'both',
}: {
  result: AnalysisResultResponse;
  audience?: Audience;
  part?: 'analysis' | 'panel' | 'both';
}) {
  const judge = result.decisionMaker === 'judge';
  const panel = judge
    ? result.bench && <BenchPanel bench={result.bench} />
    : result.jurors.length > 0 && <JuryPanel jurors={result.jurors} />;
  return (
    <>
      {part !== 'panel' && <ResultsPanel result={result} audience={audience} />}
      {part !== 'analysis' && panel}
    </>
  );
}
