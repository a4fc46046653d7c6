// The whole analysis of one case, in the client's voice, with the staff's text beside it: a civil
// matter's from civil-analysis.ts, a criminal or family one's from analysis.ts, on the same outcome
// machinery (issue 32). Apart from both, so neither imports the other.
import type { JuryAnalysis } from '../../jury/types.js';
import { analyzeCriminalOrFamilyCase, type AnalyzeInput } from './analysis.js';
import { analyzeCivilCase } from './civil-analysis.js';

export function analyzeCase(input: AnalyzeInput): JuryAnalysis {
  return input.facts.caseCategory === 'civil' ? analyzeCivilCase(input) : analyzeCriminalOrFamilyCase(input);
}
