// A stream resumed on a process that is not writing the reply follows the saved draft: at once when
// the writer signals a save (DRAFT_SIGNAL / REPLIES_SIGNAL, wired in routes.ts), otherwise at the
// fallback look (200 ms without signals, 1 s while they are live).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RepliesDb, ReplyRow } from './live-replies.js';

const rows: ReplyRow[] = [];
vi.mock('./live-replies.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./live-replies.js')>()),
  getReply: vi.fn(async () => rows.shift()),
}));
const { relaySaved } = await import('./sse.js');
const { getReply } = await import('./live-replies.js');

const at = new Date();
const row = (text: string, status: ReplyRow['status']): ReplyRow => ({
  reply_id: 'r1',
  user_id: 1,
  conversation_id: 'c1',
  message_id: 'm1',
  regenerate_of: null,
  stopped: false,
  status,
  text,
  user_content: 'hi',
  kept: true,
  error: null,
  error_code: null,
  started_at: at,
  updated_at: new Date(),
  finished_at: status === 'done' ? new Date() : null,
});

function channel() {
  const sent: { event: string; data: any }[] = [];
  return {
    sent,
    sse: { send: (event: string, data: unknown) => void sent.push({ event, data }), end: vi.fn(), closed: false, onClose: vi.fn() } as any,
  };
}

describe('a resumed reply stream on another process', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(getReply).mockClear();
    rows.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('reads the draft again as soon as the writer signals, not at its next look', async () => {
    const { sse, sent } = channel();
    let wake: (() => void) | undefined;
    const stop = vi.fn();
    const relay = relaySaved(sse, {} as RepliesDb, row('Hel', 'streaming'), 0, async () => {}, {
      live: true,
      watch: (w) => ((wake = w), stop),
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(sent.map((e) => e.event)).toEqual(['delta']);
    expect(getReply).not.toHaveBeenCalled();
    rows.push(row('Hello', 'done'));
    wake!();
    await vi.advanceTimersByTimeAsync(0);
    await relay;
    expect(getReply).toHaveBeenCalledTimes(1);
    expect(sent.map((e) => [e.event, e.data.text])).toEqual([
      ['delta', 'Hel'],
      ['delta', 'lo'],
      ['done', undefined],
    ]);
    expect(stop).toHaveBeenCalledOnce();
    expect(sse.end).toHaveBeenCalledOnce();
  });

  it('looks again every second while signals are live, every 200 ms without them', async () => {
    const live = channel();
    rows.push(row('Hello', 'streaming'), row('Hello', 'done'));
    const relay = relaySaved(live.sse, {} as RepliesDb, row('Hel', 'streaming'), 0, async () => {}, { live: true, watch: () => () => {} });
    await vi.advanceTimersByTimeAsync(999);
    expect(getReply).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(getReply).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    await relay;
    expect(getReply).toHaveBeenCalledTimes(2);

    vi.mocked(getReply).mockClear();
    const polled = channel();
    rows.push(row('Hello', 'done'));
    const relay2 = relaySaved(polled.sse, {} as RepliesDb, row('Hel', 'streaming'), 0, async () => {});
    await vi.advanceTimersByTimeAsync(199);
    expect(getReply).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    await relay2;
    expect(getReply).toHaveBeenCalledTimes(1);
    expect(polled.sent.at(-1)?.event).toBe('done');
  });
});
