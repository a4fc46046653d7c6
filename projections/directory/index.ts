// The directory views: Find My PI search over listed investigators, reviews, inquiries with their
// consultations, and the investigator network.
import type { Knex } from 'knex';
import type { ViewCipher } from '../../infra/crypto/view-cipher.js';
import { defineModule } from '../../infra/module.js';
import { declareView } from '../../infra/projections/read-side.js';
import { directoryViewAccess } from './access.js';
import {
  directoryCancelReasonMigration,
  directoryInquiryContactMigration,
  directoryProjector,
  directoryViewMigration,
} from './projector.js';
import { directoryViewRouter, FIND_PI_SCOPE } from './routes.js';
import { routingProjector, routingSealedMigration, routingViewMigration } from './routing-projector.js';
import { routingViewRouter } from './routing-routes.js';
import { readScope, type ReadCache } from '../../infra/http/read-cache.js';
import type { RecordedEvent } from '../../infra/eventstore/types.js';

export {
  searchInvestigators,
  boundingBox,
  directoryIsEmpty,
  listAdminListings,
  listInquiries,
  listNetwork,
  listReviews,
  type SearchCriteria,
} from './queries.js';
export { directoryProjector } from './projector.js';
export { DIRECTORY_QUERIES, FIND_PI_SCOPE } from './routes.js';

/** The events that write the investigators view (projector.ts): each may change any search's answer. */
const INVESTIGATOR_ROW_EVENTS: ReadonlySet<string> = new Set([
  'InvestigatorListed',
  'InvestigatorUpdated',
  'InvestigatorDeactivated',
  'InvestigatorAccountLinked',
  'ReviewPosted',
  'UserErased',
]);

/**
 * The read-cache entries a batch of the directory projector changed: a listing, its rating or its
 * state moves it in or out of, or along, any search near it, so the whole search scope goes;
 * inquiries and the network change no search.
 */
export function directoryReadDrops(events: readonly Pick<RecordedEvent, 'type'>[]): string[] {
  return events.some((e) => INVESTIGATOR_ROW_EVENTS.has(e.type)) ? [readScope(FIND_PI_SCOPE)] : [];
}

export const directoryView = defineModule<{ knex: Knex; cipher: ViewCipher; reads?: ReadCache }>({
  name: 'directory-view',
  migrations: [
    directoryViewMigration,
    directoryInquiryContactMigration,
    routingViewMigration,
    directoryCancelReasonMigration,
    routingSealedMigration,
  ],
  projectors: [declareView(directoryProjector, { cache: { scope: FIND_PI_SCOPE, drops: directoryReadDrops } }), routingProjector],
  access: directoryViewAccess,
  create: (deps) => ({ routes: [directoryViewRouter(deps), routingViewRouter(deps)], api: undefined }),
});
