// SPEC.md §9: chat messages animate in staggered by 0.1 s per message. The stagger counts within
// the batch that appears together (the first render of the conversation, or a message and its
// reply), and only the last few of a long batch wait, so a long history does not take seconds
// to show. A message keeps the delay it got when it first appeared.

export const STAGGER_SECONDS = 0.1;
/** At most this many messages of one batch are staggered; older ones in it start at once. */
export const MAX_STAGGERED = 10;

/**
 * The delays (seconds) for `count` messages, given the delays already handed out. Fewer messages
 * than before means the list was cleared or rolled back: those positions are forgotten.
 */
export function staggerDelays(previous: readonly number[], count: number): number[] {
  if (count <= previous.length) return previous.slice(0, count);
  const delays = previous.slice();
  const batchStart = previous.length;
  const firstStaggered = Math.max(batchStart, count - MAX_STAGGERED);
  for (let i = batchStart; i < count; i++)
    delays.push(i < firstStaggered ? 0 : Math.round((i - firstStaggered) * STAGGER_SECONDS * 10) / 10);
  return delays;
}
