import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { newsOf, refreshNewsOf } from './news-of';

describe('what a notification is news about', () => {
  it('names the answers its page shows', () => {
    expect(newsOf('escalation-update')).toEqual(['/api/escalations']);
    expect(newsOf('inquiry-answered')).toEqual(['/api/pi-inquiries']);
    expect(newsOf('escalation-offered')).toContain('/api/escalation-offers');
    expect(newsOf('subscription-alert')).toEqual([]);
  });

  it('opening one marks those answers stale (the list read a moment before), and no other', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    queryClient.setQueryData(['/api/escalations'], [{ id: 1, status: 'pending' }]);
    queryClient.setQueryData(['/api/escalations', 'page', { page: 1 }], []);
    queryClient.setQueryData(['/api/pi-inquiries'], []);
    const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

    await refreshNewsOf(queryClient, 'escalation-update');
    expect(stale(['/api/escalations'])).toBe(true);
    expect(stale(['/api/escalations', 'page', { page: 1 }])).toBe(true);
    expect(stale(['/api/pi-inquiries'])).toBe(false);

    await refreshNewsOf(queryClient, 'inquiry-answered');
    expect(stale(['/api/pi-inquiries'])).toBe(true);
  });
});
