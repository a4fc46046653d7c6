// The case facts lookup folds each case incrementally: a comment's lookup reads the events since the
// last one, not the whole case (issue 16: the notifications reaction grew with the case), and answers
// what a fold of the whole stream answers, the title hidden once the owner is erased.
import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import type { EventStore } from '../../infra/eventstore/types.js';
import { caseFactsOf, streamLookups } from './lookups.js';

interface Stored {
  type: string;
  data: Record<string, unknown>;
  version: number;
}

/** The two things the lookup uses: a stream read from a version (counting the events it returns) and the tombstones. */
function fakes() {
  const streams = new Map<string, Stored[]>();
  const erased = new Set<number>();
  const reads: number[] = [];
  const store = {
    async readStream(stream: string, opts?: { fromVersion?: number }) {
      const events = (streams.get(stream) ?? []).filter((e) => e.version >= (opts?.fromVersion ?? 1));
      reads.push(events.length);
      return events.map((e) => ({ ...e, stream, data: structuredClone(e.data) }));
    },
  } as unknown as EventStore;
  const knex = ((table: string) => {
    expect(table).toBe('erased_subjects');
    return {
      where: ({ user_id }: { user_id: number }) => ({
        first: async () => (erased.has(user_id) ? { user_id } : undefined),
      }),
    };
  }) as unknown as Knex;
  const append = (stream: string, type: string, data: Record<string, unknown>) => {
    const list = streams.get(stream) ?? [];
    list.push({ type, data, version: list.length + 1 });
    streams.set(stream, list);
  };
  return { streams, erased, reads, store, knex, append };
}

const at = '2026-11-24T07:00:00.000Z';
const comment = (caseId: number, n: number, authorId: number, authorRole: string) => ({
  caseId,
  commentId: `c-${n}`,
  authorId,
  authorRole,
  postedAt: at,
  pii: { content: `comment ${n}` },
});

describe('streamLookups().caseFacts', () => {
  it('reads only the events since its last lookup of the case, and answers the whole stream’s fold', async () => {
    const f = fakes();
    const lookups = streamLookups({ store: f.store, knex: f.knex });
    const stream = 'case-7';
    f.append(stream, 'CaseSubmitted', { caseId: 7, userId: 3, pii: { caseTitle: 'The missing van', caseNumber: 'CR-7' } });
    f.append(stream, 'AnalysisRequested', { caseId: 7, requestedBy: null });
    expect(await lookups.caseFacts(7)).toEqual({ ownerId: 3, title: 'The missing van', staffIds: [] });
    expect(f.reads).toEqual([2]);

    for (let n = 1; n <= 300; n++) {
      // The owner talks; now and then staff answer (they become recipients) or start a review.
      if (n % 50 === 0) f.append(stream, 'ReviewStarted', { caseId: 7, startedBy: 90 + n / 50, startedAt: at });
      f.append(stream, 'CommentPosted', n % 7 === 0 ? comment(7, n, 40, 'investigator') : comment(7, n, 3, 'client'));
      const facts = await lookups.caseFacts(7);
      expect(facts).toEqual(caseFactsOf(f.streams.get(stream)!));
    }
    // Each lookup read the one or two events appended since the one before: 300 comments and 6 reviews in all.
    expect(f.reads.slice(1).every((n) => n <= 2)).toBe(true);
    expect(f.reads.reduce((a, b) => a + b, 0)).toBe(2 + 300 + 6);
    expect(await lookups.caseFacts(7)).toEqual({ ownerId: 3, title: 'The missing van', staffIds: [40, 91, 92, 93, 94, 95, 96] });
    expect(f.reads.at(-1)).toBe(0);
  });

  it('answers no title once the owner is erased, and forgets the case’s fold when told', async () => {
    const f = fakes();
    const lookups = streamLookups({ store: f.store, knex: f.knex });
    f.append('case-8', 'CaseSubmitted', { caseId: 8, userId: 5, pii: { caseTitle: 'Who moved the fence', caseNumber: 'CR-8' } });
    f.append('case-8', 'CommentPosted', comment(8, 1, 5, 'client'));
    expect((await lookups.caseFacts(8))?.title).toBe('Who moved the fence');

    // The tombstone is there before the reaction hears of the erasure: the cached title is not answered.
    f.erased.add(5);
    expect(await lookups.caseFacts(8)).toEqual({ ownerId: 5, title: null, staffIds: [] });

    // Told of the erasure (the reaction's UserErased): the fold goes, the next lookup reads the stream again.
    lookups.forgetUser?.(5);
    const before = f.reads.length;
    await lookups.caseFacts(8);
    expect(f.reads.slice(before)).toEqual([2]);
  });

  it('keeps each case’s fold apart, and a case without a submission has no facts', async () => {
    const f = fakes();
    const lookups = streamLookups({ store: f.store, knex: f.knex });
    f.append('case-1', 'CaseSubmitted', { caseId: 1, userId: 11, pii: null });
    f.append('case-2', 'CaseSubmitted', { caseId: 2, userId: 12, pii: { caseTitle: 'Two', caseNumber: 'CR-2' } });
    f.append('case-2', 'CommentPosted', comment(2, 1, 70, 'admin'));
    expect(await lookups.caseFacts(1)).toEqual({ ownerId: 11, title: null, staffIds: [] });
    expect(await lookups.caseFacts(2)).toEqual({ ownerId: 12, title: 'Two', staffIds: [70] });
    expect(await lookups.caseFacts(3)).toBeUndefined();
    f.append('case-1', 'CaseCompleted', { caseId: 1, completedBy: 71, completedAt: at });
    expect(await lookups.caseFacts(1)).toEqual({ ownerId: 11, title: null, staffIds: [71] });
    expect(await lookups.caseFacts(2)).toEqual({ ownerId: 12, title: 'Two', staffIds: [70] });
  });
});
