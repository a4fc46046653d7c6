import type { Logger } from '../logger/index.js';
import type { Deps } from '../deps.js';
import type { ViewUser } from '../../projections/users/queries.js';
import type { CommandContext } from '../eventstore/event.js';

export interface AppState {
  deps: Deps;
  log: Logger;
  requestId: string;
  user?: ViewUser;
}

/** Metadata for events appended while serving this request. */
export function commandContext(ctx: { state: AppState }): CommandContext {
  return { userId: ctx.state.user?.id, correlationId: ctx.state.requestId };
}
