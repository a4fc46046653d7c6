// What a request carries through the middleware: its id and logger, and the signed-in user.
import type { Logger } from '../logger/index.js';
import type { CommandContext } from '../eventstore/event.js';
import type { Role } from './roles.js';

/**
 * The signed-in user as every route sees it. Infra knows only the id and the role (enough to
 * authorize); the composition root's user resolver fills in the rest, and the identity module
 * adds those fields to this interface by declaration merging.
 */
export interface SessionUser {
  id: number;
  role: Role;
}

export interface AppState {
  log: Logger;
  requestId: string;
  user?: SessionUser;
}

/** Metadata for events appended while serving this request. */
export function commandContext(ctx: { state: AppState }): CommandContext {
  return { userId: ctx.state.user?.id, correlationId: ctx.state.requestId };
}
