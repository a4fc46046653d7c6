// The one place that lists every module's routes and every view's projector.
import type { AppRouter } from './http/app.js';
import type { Projector, Reaction } from '../projections/runner/types.js';
import { platformRouter } from './http/platform-routes.js';
import { identityRouter } from '../modules/identity/routes.js';
import { usersRouter } from '../projections/users/routes.js';
import { usersProjector } from '../projections/users/projector.js';
import { auditRouter } from '../projections/audit/routes.js';

export const routers: AppRouter[] = [platformRouter, identityRouter, usersRouter, auditRouter];
export const projectors: Projector[] = [usersProjector];
export const reactions: Reaction[] = [];
