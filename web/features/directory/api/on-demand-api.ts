// The requests of what Find My PI loads on demand (components/on-demand.ts): a PI's reviews and an
// inquiry's consultation. Apart from directory-api.ts so the pages' first load does not carry them.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Review } from '../../../../modules/directory/contract';
import { apiRequest } from '../../../lib/api-client';
import { getInquiriesQueryOptions, INQUIRIES_URL, SEARCH_URL } from './directory-api';

export const REVIEWS_URL = '/api/pi-reviews';

// ---- reviews

export const getReviewsQueryOptions = (piId: string) =>
  queryOptions({
    queryKey: [REVIEWS_URL, piId],
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', `${REVIEWS_URL}?piId=${encodeURIComponent(piId)}`, undefined, { signal })) as Review[],
  });

/** A PI's reviews, newest first. */
export function useReviews(piId: string) {
  return useQuery(getReviewsQueryOptions(piId));
}

export function usePostReview(piId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ rating, review }: { rating: number; review: string }) =>
      (await apiRequest('POST', REVIEWS_URL, { piId, rating, review })) as { id: string; piId: string; rating: number; review: string },
    onSuccess: () => {
      // The search shown holds the PI's rating and count of reviews: it is asked again too, but not
      // waited for, so the form's own success (its toast) comes as soon as the reviews are in.
      void queryClient.invalidateQueries({ queryKey: [SEARCH_URL] });
      return queryClient.invalidateQueries({ queryKey: getReviewsQueryOptions(piId).queryKey });
    },
  });
}

// ---- consultations (an inquiry's)

const consultationUrl = (inquiryId: string) => `${INQUIRIES_URL}/${encodeURIComponent(inquiryId)}/consultation`;

/** Books the consultation, or moves it when one is booked (the client who sent the inquiry). */
export function useScheduleConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ inquiryId, startsAt, timeZone }: { inquiryId: string; startsAt: string; timeZone: string }) =>
      (await apiRequest('PUT', consultationUrl(inquiryId), { startsAt, timeZone })) as {
        inquiryId: string;
        status: 'scheduled';
        scheduledAt: string;
        timeZone: string;
      },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getInquiriesQueryOptions().queryKey }),
  });
}

/** Cancels (either party) or marks completed (either party) the booked consultation. */
export function useEndConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ inquiryId, action, reason = '' }: { inquiryId: string; action: 'cancel' | 'complete'; reason?: string }) =>
      (await apiRequest('POST', `${consultationUrl(inquiryId)}/${action}`, action === 'cancel' ? { reason } : {})) as {
        inquiryId: string;
        status: string;
      },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getInquiriesQueryOptions().queryKey }),
  });
}
