import { caseTypeLabel, type PredictionResponse } from '../../../../modules/casework/contract';

/** A prediction's case type as the screens name it ("Assault", "Child Custody"). */
export const typeLabel = (p: Pick<PredictionResponse, 'caseCategory' | 'caseType'>) => caseTypeLabel(p.caseCategory, p.caseType);
