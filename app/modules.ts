// Every module and view of Casebook, in the order their migrations run. The one list the
// composition root (server.ts), the migrations and the rebuild script read.
import { identity } from '../modules/identity/index.js';
import { billing } from '../modules/billing/index.js';
import { conversation } from '../modules/conversation/index.js';
import { usersView } from '../projections/users/index.js';
import { subscriptionsView } from '../projections/subscriptions/index.js';
import { messagesView } from '../projections/messages/index.js';
import { escalationsView } from '../projections/escalations/index.js';
import { auditView } from '../projections/audit/index.js';
import { custodyLog } from '../projections/custody/index.js';
import { notifications } from '../modules/notifications/index.js';
import { notificationsView } from '../projections/notifications/index.js';
import { templates } from '../modules/templates/index.js';
import { templatesView } from '../projections/templates/index.js';
import { casework } from '../modules/casework/index.js';
import { casesView } from '../projections/cases/index.js';
import { documents } from '../modules/documents/index.js';
import { documentsView } from '../projections/documents/index.js';
import { predictionsView } from '../projections/predictions/index.js';
import { directory } from '../modules/directory/index.js';
import { directoryView } from '../projections/directory/index.js';
import type { ModuleDescriptor } from '../infra/module.js';
import type { Projector } from '../infra/projections/types.js';

export {
  identity,
  billing,
  conversation,
  usersView,
  subscriptionsView,
  messagesView,
  escalationsView,
  auditView,
  custodyLog,
  notifications,
  notificationsView,
  templates,
  templatesView,
  casework,
  casesView,
  documents,
  documentsView,
  predictionsView,
  directory,
  directoryView,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each descriptor has its own deps and api
export const descriptors: readonly ModuleDescriptor<any, any>[] = [
  identity,
  usersView,
  billing,
  subscriptionsView,
  conversation,
  messagesView,
  escalationsView,
  auditView,
  custodyLog,
  notifications,
  notificationsView,
  templates,
  templatesView,
  casework,
  casesView,
  documents,
  documentsView,
  predictionsView,
  directory,
  directoryView,
];

/** Every view's projector. */
export const projectors: readonly Projector[] = descriptors.flatMap((d) => d.projectors ?? []);

/** Every event type a module may append, with its schema. */
export const eventSchemas = Object.fromEntries(descriptors.flatMap((d) => Object.entries(d.events ?? {})));
