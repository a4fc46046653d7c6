// The letter templates' first values from a case (Case Detail's Letters button names it): the case
// as Case Detail reads it (its copy when it has one), mapped by the templates feature. Loaded by the
// templates route only when a link names a case, as one chunk of its own.
import type { QueryClient } from '@tanstack/react-query';
import { getCaseQueryOptions } from '../features/casework/api/get-case';
import { casePrefillOf } from '../features/templates/lib/case-prefill';
import type { CasePrefill } from '../../modules/templates/contract';

export async function loadCasePrefill(queryClient: QueryClient, caseId: number): Promise<CasePrefill> {
  return casePrefillOf(await queryClient.ensureQueryData(getCaseQueryOptions(caseId)));
}
