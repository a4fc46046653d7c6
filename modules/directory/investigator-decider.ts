// Pure rules of one listed investigator (`investigator-{id}`): listing, updates from an admin or an
// import, deactivation, and reviews. A review needs the reviewer to have sent this PI an inquiry
// (the command handler establishes that from the inquiry streams, never from a view).
import canonicalize from 'canonicalize';
import { ConflictError, ForbiddenError, NotFoundError } from '../../infra/http/errors.js';
import type { DirectoryEvent, Listing } from './events.js';

export type Investigator =
  | { status: 'none' }
  | {
      status: 'active' | 'inactive';
      id: string;
      listing: Listing;
      ratingSum: number;
      totalReviews: number;
      reviewers: string[];
      linkedUserId: string | null;
    };

export const initialInvestigator: Investigator = { status: 'none' };

export type InvestigatorCommand =
  | { type: 'ListInvestigator'; investigatorId: string; listing: Listing; now: string }
  | { type: 'DeactivateInvestigator'; investigatorId: string; now: string }
  | { type: 'LinkAccount'; investigatorId: string; userId: string | null; by: string; now: string }
  | {
      type: 'PostReview';
      investigatorId: string;
      reviewId: string;
      userId: string;
      hasInquired: boolean;
      /** The client's inquiry was answered or their consultation took place (reviews are about work done). */
      workDone: boolean;
      rating: number;
      comment: string;
      now: string;
    };

export const INVESTIGATOR_MESSAGES = {
  notFound: 'Investigator not found',
  inactive: 'This investigator is no longer listed',
  noInquiry: 'Only a client who sent this investigator an inquiry can review them',
  alreadyReviewed: 'You have already reviewed this investigator',
  notYet: 'You can review this investigator once they have answered your inquiry or held a consultation with you',
} as const;

// Field order is not kept by the store (jsonb): compare canonically.
const sameListing = (a: Listing, b: Listing) => canonicalize(a) === canonicalize(b);

export function decide(command: InvestigatorCommand, state: Investigator): DirectoryEvent[] {
  switch (command.type) {
    case 'ListInvestigator': {
      const { investigatorId, listing, now } = command;
      if (state.status === 'none') return [{ type: 'InvestigatorListed', data: { ...listing, investigatorId, listedAt: now } }];
      // An idempotent re-import of the same row decides nothing; a changed row (or a deactivated
      // listing that is imported again) is an update.
      if (state.status === 'active' && sameListing(state.listing, listing)) return [];
      return [{ type: 'InvestigatorUpdated', data: { ...listing, investigatorId, updatedAt: now } }];
    }
    case 'DeactivateInvestigator':
      if (state.status === 'none') throw new NotFoundError(INVESTIGATOR_MESSAGES.notFound);
      if (state.status === 'inactive') return [];
      return [{ type: 'InvestigatorDeactivated', data: { investigatorId: command.investigatorId, deactivatedAt: command.now } }];
    case 'LinkAccount':
      if (state.status === 'none') throw new NotFoundError(INVESTIGATOR_MESSAGES.notFound);
      if (state.linkedUserId === command.userId) return [];
      return [
        {
          type: 'InvestigatorAccountLinked',
          data: { investigatorId: command.investigatorId, userId: command.userId, linkedBy: command.by, linkedAt: command.now },
        },
      ];
    case 'PostReview':
      if (state.status === 'none') throw new NotFoundError(INVESTIGATOR_MESSAGES.notFound);
      if (state.status === 'inactive') throw new ConflictError(INVESTIGATOR_MESSAGES.inactive);
      if (!command.hasInquired) throw new ForbiddenError(INVESTIGATOR_MESSAGES.noInquiry);
      if (!command.workDone) throw new ForbiddenError(INVESTIGATOR_MESSAGES.notYet);
      if (state.reviewers.includes(command.userId)) throw new ConflictError(INVESTIGATOR_MESSAGES.alreadyReviewed);
      return [
        {
          type: 'ReviewPosted',
          data: {
            investigatorId: command.investigatorId,
            reviewId: command.reviewId,
            userId: command.userId,
            rating: command.rating,
            postedAt: command.now,
            pii: { comment: command.comment },
          },
        },
      ];
  }
}

export function evolve(state: Investigator, event: DirectoryEvent): Investigator {
  switch (event.type) {
    case 'InvestigatorListed': {
      const { investigatorId, listedAt: _l, ...listing } = event.data;
      return { status: 'active', id: investigatorId, listing, ratingSum: 0, totalReviews: 0, reviewers: [], linkedUserId: null };
    }
    case 'InvestigatorUpdated': {
      if (state.status === 'none') return state;
      const { investigatorId: _i, updatedAt: _u, ...listing } = event.data;
      return { ...state, status: 'active', listing };
    }
    case 'InvestigatorDeactivated':
      return state.status === 'none' ? state : { ...state, status: 'inactive' };
    case 'InvestigatorAccountLinked':
      return state.status === 'none' ? state : { ...state, linkedUserId: event.data.userId };
    case 'ReviewPosted':
      return state.status === 'none'
        ? state
        : {
            ...state,
            ratingSum: state.ratingSum + event.data.rating,
            totalReviews: state.totalReviews + 1,
            reviewers: [...state.reviewers, event.data.userId],
          };
    default:
      return state;
  }
}
