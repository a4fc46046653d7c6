import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { invalidatePaths, isUnder, LIVE_FALLBACK_MS, pollEvery, setLiveUpdates } from './live-updates';

describe('live hints in the browser', () => {
  afterEach(() => setLiveUpdates(false));

  it('a hint covers its path and what is under it, nothing beside it', () => {
    expect(isUnder('/api/case-analyses', '/api/case-analyses')).toBe(true);
    expect(isUnder('/api/case-analyses/12', '/api/case-analyses')).toBe(true);
    expect(isUnder('/api/case-analyses/12/comments', '/api/case-analyses')).toBe(true);
    expect(isUnder('/api/documents?q=x', '/api/documents')).toBe(true);
    expect(isUnder('/api/case-analysesX', '/api/case-analyses')).toBe(false);
    expect(isUnder('/api/documents', '/api/case-analyses')).toBe(false);
    expect(isUnder(['casework'], '/api/case-analyses')).toBe(false);
  });

  it('marks the queries under the hinted paths stale, and only those', async () => {
    const qc = new QueryClient();
    for (const key of ['/api/case-analyses', '/api/case-analyses/3', '/api/documents', '/api/messages']) qc.setQueryData([key], { key });
    await invalidatePaths(qc, ['/api/case-analyses']);
    const stale = qc
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey[0])
      .sort();
    expect(stale).toEqual(['/api/case-analyses', '/api/case-analyses/3']);
  });

  it('screens that wait on the server poll quickly only while no hints arrive', () => {
    expect(pollEvery(2000)).toBe(2000);
    setLiveUpdates(true);
    expect(pollEvery(2000)).toBe(LIVE_FALLBACK_MS);
    setLiveUpdates(false);
    expect(pollEvery(3000)).toBe(3000);
  });
});
