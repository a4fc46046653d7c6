import { describe, expect, it } from 'vitest';
import { getUserQueryOptions } from '../lib/session';
import { getChatUsageQueryOptions } from '../features/conversation/api/get-chat-usage';
import { createQueryClient } from '../lib/query-client';
import { refreshAfterSubscriptionChange } from './subscription-changed';

describe('refreshAfterSubscriptionChange', () => {
  it('marks the user stale and drops the free plan allowance instead of showing it stale', () => {
    const queryClient = createQueryClient();
    const user = {
      id: 7,
      username: 'casey',
      email: 'casey@example.com',
      userType: 'client',
      role: 'client',
      createdAt: '2026-01-02T03:04:05.000Z',
    } as const;
    queryClient.setQueryData(getUserQueryOptions().queryKey, user);
    queryClient.setQueryData(getChatUsageQueryOptions().queryKey, {
      plan: 'free',
      usedToday: 8,
      dailyLimit: 20,
      remainingToday: 12,
      resetsAt: '2026-03-15T00:00:00.000Z',
      ratePerMinute: 10,
    });
    refreshAfterSubscriptionChange(queryClient);
    expect(queryClient.getQueryData(getChatUsageQueryOptions().queryKey)).toBeUndefined();
    expect(queryClient.getQueryState(getUserQueryOptions().queryKey)?.isInvalidated).toBe(true);
  });
});
