import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PredictionResponse } from '../../../../modules/casework/contract';
import { apiRequest } from '../../../lib/api-client';

export const PREDICTIONS_URL = '/api/predictions';

/** The signed-in user's predictions, one per analysed case, newest first. */
export async function getPredictions({ signal }: { signal?: AbortSignal } = {}): Promise<PredictionResponse[]> {
  return (await apiRequest('GET', PREDICTIONS_URL, undefined, { signal })) as PredictionResponse[];
}

export const getPredictionsQueryOptions = () =>
  queryOptions({ queryKey: [PREDICTIONS_URL], queryFn: ({ signal }) => getPredictions({ signal }) });

export function usePredictions() {
  return useQuery(getPredictionsQueryOptions());
}
