import { describe, expect, it } from 'vitest';
import { decide, evolve, initialInvestigator, INVESTIGATOR_MESSAGES, type InvestigatorCommand } from './investigator-decider.js';
import type { DirectoryEvent, Listing } from './events.js';

const given = (events: DirectoryEvent[]) => events.reduce(evolve, initialInvestigator);
const when = (events: DirectoryEvent[], command: InvestigatorCommand) => decide(command, given(events));
const now = '2026-11-23T10:00:00.000Z';
const listing: Listing = {
  fullName: 'Sample Investigator',
  agencyName: 'Sample Agency',
  licenseNumber: 'TX-0001',
  licenseExpiration: '2028-01-01',
  licenseState: 'TX',
  yearsExperience: 8,
  specializations: ['Surveillance'],
  serviceAreas: ['Austin'],
  bio: 'Sample bio',
  email: 'pi@example.test',
  phone: '555-0100',
  website: '',
  address: '',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  latitude: 30.27,
  longitude: -97.74,
  hourlyRate: 85,
  isVerified: true,
  responseTimeHours: 12,
  languages: ['English'],
  certifications: [],
  availability: [],
};
const list = (l: Listing = listing): InvestigatorCommand => ({ type: 'ListInvestigator', investigatorId: 'pi-1', listing: l, now });
const review = (userId: string, hasInquired: boolean, rating = 5, workDone = hasInquired): InvestigatorCommand => ({
  type: 'PostReview',
  investigatorId: 'pi-1',
  reviewId: `r-${userId}`,
  userId,
  hasInquired,
  workDone,
  rating,
  comment: 'Good',
  now,
});
const listed = when([], list());

describe('investigator decider', () => {
  it('lists once; the same row again decides nothing; a changed row is an update', () => {
    expect(listed).toEqual([{ type: 'InvestigatorListed', data: { ...listing, investigatorId: 'pi-1', listedAt: now } }]);
    expect(when(listed, list())).toEqual([]);
    const changed = when(listed, list({ ...listing, hourlyRate: 95 }));
    expect(changed[0]?.type).toBe('InvestigatorUpdated');
    expect(given([...listed, ...changed])).toMatchObject({ status: 'active', listing: { hourlyRate: 95 } });
  });

  it('deactivates once, and an import of the same row lists it again', () => {
    const off = [...listed, ...when(listed, { type: 'DeactivateInvestigator', investigatorId: 'pi-1', now })];
    expect(given(off).status).toBe('inactive');
    expect(when(off, { type: 'DeactivateInvestigator', investigatorId: 'pi-1', now })).toEqual([]);
    expect(when(off, list())[0]?.type).toBe('InvestigatorUpdated');
    expect(() => when(off, review('c1', true))).toThrow(INVESTIGATOR_MESSAGES.inactive);
  });

  it('only a client who sent an inquiry reviews, once; the average follows', () => {
    expect(() => when(listed, review('c1', false))).toThrow(INVESTIGATOR_MESSAGES.noInquiry);
    // An inquiry sent but not yet answered, and no consultation held: no review yet (work done first).
    expect(() => when(listed, review('c1', true, 5, false))).toThrow(INVESTIGATOR_MESSAGES.notYet);
    const one = [...listed, ...when(listed, review('c1', true, 5))];
    expect(() => when(one, review('c1', true, 4))).toThrow(INVESTIGATOR_MESSAGES.alreadyReviewed);
    const two = [...one, ...when(one, review('c2', true, 2))];
    expect(given(two)).toMatchObject({ ratingSum: 7, totalReviews: 2 });
    expect(() => when([], review('c1', true))).toThrow(INVESTIGATOR_MESSAGES.notFound);
  });
});

describe('investigator account link', () => {
  it('an admin links an account to a listing once; linking again is a no-op; null unlinks', () => {
    const link = (userId: string | null): InvestigatorCommand => ({
      type: 'LinkAccount',
      investigatorId: 'pi-1',
      userId,
      by: 'admin',
      now,
    });
    expect(() => when([], link('7'))).toThrow(INVESTIGATOR_MESSAGES.notFound);
    const linked = [...listed, ...when(listed, link('7'))];
    expect(given(linked)).toMatchObject({ linkedUserId: '7' });
    expect(when(linked, link('7'))).toEqual([]);
    expect(given([...linked, ...when(linked, link(null))])).toMatchObject({ linkedUserId: null });
  });
});

describe('re-import after a round trip through the store', () => {
  it('the same listing with its fields in another order decides nothing', () => {
    const reordered = Object.fromEntries(Object.entries(listed[0]!.data).reverse()) as (typeof listed)[0]['data'];
    const stored = [{ type: 'InvestigatorListed', data: reordered } as DirectoryEvent];
    expect(when(stored, list())).toEqual([]);
  });
});
