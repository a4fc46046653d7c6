// The one place that lists every module's routes and every view's projector.
import type { AppRouter } from './http/app.js';
import type { Projector, Reaction } from '../projections/runner/types.js';
import type { Deps } from './deps.js';
import { billingOnUserErased } from '../modules/billing/reactions.js';
import { platformRouter } from './http/platform-routes.js';
import { identityRouter } from '../modules/identity/routes.js';
import { usersRouter } from '../projections/users/routes.js';
import { usersProjector } from '../projections/users/projector.js';
import { auditRouter } from '../projections/audit/routes.js';
import { billingRouter } from '../modules/billing/routes.js';
import { subscriptionsRouter } from '../projections/subscriptions/routes.js';
import { subscriptionsProjector } from '../projections/subscriptions/projector.js';
import { conversationRouter } from '../modules/conversation/routes.js';
import { messagesRouter } from '../projections/messages/routes.js';
import { messagesProjector } from '../projections/messages/projector.js';
import { escalationsRouter } from '../projections/escalations/routes.js';
import { escalationsProjector } from '../projections/escalations/projector.js';

export const routers: AppRouter[] = [platformRouter, identityRouter, usersRouter, auditRouter, billingRouter, subscriptionsRouter, conversationRouter, messagesRouter, escalationsRouter];
export const projectors: Projector[] = [usersProjector, subscriptionsProjector, messagesProjector, escalationsProjector];
/** Worker policies; built with the app's dependencies, since they issue commands. */
export const reactions = (deps: Deps): Reaction[] => [billingOnUserErased(deps)];
