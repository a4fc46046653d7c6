import {
  CASE_CATEGORIES,
  CASE_STATUSES,
  CASE_STATUS_LABELS,
  caseTypeLabel,
  type CaseSummaryResponse,
} from '../../../../modules/casework/contract';
import { categoryLabel } from './format';

/** The case lists' shared choices (My Cases, the dashboard's Case Analyses). */
export const CASE_LIST_STATUSES = CASE_STATUSES.map((value) => ({ value, label: CASE_STATUS_LABELS[value] }));
export const CASE_LIST_CATEGORIES = CASE_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }));
export const CASE_LIST_SORTS = [
  { value: 'createdAt:desc', label: 'Newest first' },
  { value: 'createdAt:asc', label: 'Oldest first' },
  { value: 'updatedAt:desc', label: 'Recently updated' },
  { value: 'caseTitle:asc', label: 'Title A–Z' },
  { value: 'caseNumber:asc', label: 'Case number' },
  { value: 'status:asc', label: 'Status' },
] as const;

/** 'Criminal · Assault': the category and the type, for any category the contract lists. */
export const caseKind = (row: Pick<CaseSummaryResponse, 'caseCategory' | 'caseType'>) =>
  `${categoryLabel(row.caseCategory)} · ${caseTypeLabel(row.caseCategory, row.caseType)}`;
