// Command endpoints of escalations routed to the directory (decision 0057): the offered
// investigator accepts or declines and records contact with the client; an admin offers the case
// on, assigns it to a candidate or stops the routing. Each waits (bounded) for the views.
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireRole } from '../../infra/http/auth.js';
import { NotFoundError, ValidationError } from '../../infra/http/errors.js';
import { commandContext } from '../../infra/http/state.js';
import { parse } from '../../infra/http/validate.js';
import type { DirectoryDeps } from './commands.js';
import { escalationIdParam, routingOverrideRequest } from './contract.js';
import { ROUTING_EVENT_TYPES } from './events.js';
import { ROUTING_MESSAGES, type RoutingCommand } from './routing-decider.js';
import { runRouting } from './routing.js';

export function routingRouter(deps: DirectoryDeps) {
  const router = createRouter();
  const idOf = (raw: string | undefined) => {
    const id = escalationIdParam.safeParse(raw);
    if (!id.success) throw new NotFoundError(ROUTING_MESSAGES.notFound);
    return id.data;
  };
  const run = async (escalationId: number, command: RoutingCommand, ctx: Parameters<typeof commandContext>[0]) => {
    const r = await runRouting(deps, escalationId, command, commandContext(ctx));
    if (r.append) await deps.runner.waitFor(r.append.position, ROUTING_EVENT_TYPES, deps.config.READ_YOUR_WRITES_TIMEOUT_MS);
    return r;
  };
  const answer = (verb: 'accept' | 'decline' | 'contacted', type: 'Accept' | 'Decline' | 'RecordContact', status: string) =>
    router.post(`/api/escalation-offers/:escalationId/${verb}`, requireRole('investigator'), async (ctx) => {
      const id = idOf(ctx.params.escalationId);
      await run(id, { type, userId: currentUser(ctx).id, now: new Date().toISOString() }, ctx);
      ctx.body = { escalationId: id, status };
    });
  answer('accept', 'Accept', 'accepted');
  answer('decline', 'Decline', 'declined');
  answer('contacted', 'RecordContact', 'contacted');

  router.post('/api/admin/escalation-routing/:escalationId', requireRole('admin'), async (ctx) => {
    const id = idOf(ctx.params.escalationId);
    const req = parse(routingOverrideRequest, ctx.request.body);
    const by = currentUser(ctx).id;
    const now = new Date().toISOString();
    let command: RoutingCommand;
    if (req.action === 'assign') {
      if (!req.piId) throw new ValidationError('Choose the candidate to assign the case to (piId)');
      command = { type: 'Assign', by, piId: req.piId, now };
    } else command = req.action === 'next' ? { type: 'OfferNext', by, now } : { type: 'Stop', by, now };
    const r = await run(id, command, ctx);
    ctx.body = { escalationId: id, status: r.state.status };
  });
  return router;
}
