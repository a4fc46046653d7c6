// Events written before the directory sealed its personal text read back in the sealed shape.
import { describe, expect, it } from 'vitest';
import { upcast } from '../../infra/eventstore/upcasters.js';
import type { RecordedEvent } from '../../infra/eventstore/types.js';
import { directoryEventSchemas } from './index.js';

const recorded = (type: string, data: Record<string, unknown>): RecordedEvent =>
  ({
    id: 'e1',
    type,
    data,
    metadata: { schemaVersion: 1 },
    stream: 's',
    version: 1,
    position: 1n,
    hash: 'h',
    prevHash: 'p',
    createdAt: new Date(),
  }) as unknown as RecordedEvent;

describe('directory upcasters', () => {
  it('move the clear text of schema-1 events under pii, matching the current schemas', () => {
    const sent = upcast(
      recorded('InquirySent', {
        inquiryId: 'i',
        userId: '7',
        piId: 'p',
        investigationType: 'Surveillance',
        location: 'Austin, TX',
        urgencyLevel: 'low',
        description: 'Old words',
        budget: 'Under $500',
        preferredContactMethod: 'email',
        sentAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    expect(sent.data.pii).toEqual({ description: 'Old words' });
    expect(sent.data).not.toHaveProperty('description');
    expect(directoryEventSchemas.InquirySent.safeParse(sent.data).success).toBe(true);
    const answered = upcast(
      recorded('InquiryAnswered', {
        inquiryId: 'i',
        answeredBy: '8',
        piResponse: 'Old answer',
        estimatedCost: 5,
        answeredAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    expect(answered.data).toEqual({
      inquiryId: 'i',
      answeredBy: '8',
      estimatedCost: 5,
      answeredAt: '2026-01-01T00:00:00.000Z',
      pii: { piResponse: 'Old answer' },
    });
    const review = upcast(
      recorded('ReviewPosted', {
        investigatorId: 'p',
        reviewId: 'r',
        userId: '7',
        rating: 4,
        comment: 'Old review',
        postedAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    expect(directoryEventSchemas.ReviewPosted.parse(review.data).pii).toEqual({ comment: 'Old review' });
  });

  it('leave sealed events (and shredded ones) as they are', () => {
    const data = { investigatorId: 'p', reviewId: 'r', userId: '7', rating: 4, postedAt: '2026-01-01T00:00:00.000Z', pii: null };
    expect(upcast(recorded('ReviewPosted', data)).data).toEqual(data);
  });
});
