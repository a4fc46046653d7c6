// A case's analysis result and its jury (SPEC §2): one chunk, with antd's Progress, loaded when a
// case has a result to show (docs/decisions/0025-case-form-weight.md).
import type { AnalysisResultResponse } from '../../../../modules/casework/contract';
import { JuryPanel } from './jury-panel';
import { ResultsPanel } from './results-panel';

export function CaseResults({ result }: { result: AnalysisResultResponse }) {
  return (
    <>
      <ResultsPanel result={result} />
      <JuryPanel jurors={result.jurors} />
    </>
  );
}
