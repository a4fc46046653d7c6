// Live hints from the server (`event: changed` on the user's stream, GET /api/notifications/stream):
// the answers at or under some API paths changed, so the open queries of those paths are read
// again at once. While the stream is up, screens that wait on the server (an analysis running, a
// document being processed) need not poll quickly: they keep a slow look as a safety net only.
import type { QueryClient } from '@tanstack/react-query';

/** The safety-net look while live hints arrive (a hint missed in a reconnect is caught by it). */
export const LIVE_FALLBACK_MS = 10_000;

let live = false;

/** Set by the stream: true while it is open. */
export function setLiveUpdates(on: boolean): void {
  live = on;
}

export function liveUpdatesOn(): boolean {
  return live;
}

/** `fastMs` while no live hints arrive, the slow safety-net look while they do. */
export function pollEvery(fastMs: number): number {
  return live ? LIVE_FALLBACK_MS : fastMs;
}

/** True when a query's URL key is `path` or below it (`path/…`, `path?…`). */
export function isUnder(key: unknown, path: string): boolean {
  return typeof key === 'string' && (key === path || key.startsWith(`${path}/`) || key.startsWith(`${path}?`));
}

/** Reads again (when shown) or marks stale every query whose URL key is at or under one of `paths`. */
export function invalidatePaths(queryClient: QueryClient, paths: readonly string[]): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => paths.some((p) => isUnder(q.queryKey[0], p)) });
}
