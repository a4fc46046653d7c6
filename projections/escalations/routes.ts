// Query endpoints over the escalations view: the list (own, or all for staff) and the PDF report.
import type { Knex } from 'knex';
import type { ViewCipher } from '../../infra/crypto/view-cipher.js';
import type { EventStore } from '../../infra/eventstore/types.js';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireUser } from '../../infra/http/auth.js';
import { NotFoundError } from '../../infra/http/errors.js';
import type { ReadCache } from '../../infra/http/read-cache.js';
import { isStaff } from '../../modules/identity/index.js';
import { escalationIdParam, escalationListQuery, escalationStream, MESSAGES } from '../../modules/conversation/index.js';
import { TOTAL_COUNT_HEADER } from '../../infra/http/list-query.js';
import { parse } from '../../infra/http/validate.js';
import { usernameOf } from '../users/index.js';
import { getEscalation, listEscalations } from './queries.js';
import { renderEscalationReport, timelineOf } from './report.js';

/**
 * The read cache's scope of GET /api/escalations. Keys: `staffListKey` (every staff member reads the
 * same list) or the client's user id. Dropped by the view's writes (app/server.ts): the owner's key
 * and the staff list; a status change names no owner and drops the whole scope; a users-view write
 * drops the staff list (it shows owners' usernames).
 */
export const ESCALATIONS_SCOPE = 'escalations';
export const staffListKey = 'staff';

export function escalationsRouter(deps: { knex: Knex; cipher: ViewCipher; store: EventStore; reads?: ReadCache }) {
  const router = createRouter();

  router.get('/api/escalations', requireUser(), async (ctx) => {
    const user = currentUser(ctx);
    const viewer = { userId: user.id, staff: isStaff(user.role) };
    ctx.set('Cache-Control', 'no-store');
    // The whole list (no parameters) is the read cache's; a filtered or paged one is read each time.
    if (deps.reads && ctx.querystring === '') {
      return deps.reads.respond(ctx, ESCALATIONS_SCOPE, viewer.staff ? staffListKey : user.id, async () => ({
        value: (await listEscalations(deps, viewer)).escalations,
      }));
    }
    const { escalations, total } = await listEscalations(deps, viewer, parse(escalationListQuery, ctx.query));
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.body = escalations;
  });

  router.get('/api/escalations/:id/report.pdf', requireUser(), async (ctx) => {
    const user = currentUser(ctx);
    const staff = isStaff(user.role);
    const parsed = escalationIdParam.safeParse(ctx.params.id);
    if (!parsed.success) throw new NotFoundError(MESSAGES.escalationNotFound);
    const { knex, store } = deps;
    const found = await getEscalation(deps, parsed.data, { staff });
    // Someone else's escalation answers exactly like a missing one.
    if (!found || (!staff && found.ownerId !== user.id)) throw new NotFoundError(MESSAGES.escalationNotFound);

    const events = await store.readStream(escalationStream(parsed.data));
    const staffIds = [
      ...new Set(events.filter((e) => e.type === 'EscalationStatusChanged').map((e) => (e.data as { changedBy: number }).changedBy)),
    ];
    const names = new Map<number, string>();
    for (const id of staffIds) {
      const name = await usernameOf(knex, id);
      if (name !== null) names.set(id, name);
    }
    const pdf = await renderEscalationReport(found.escalation, {
      ownerName: found.ownerName,
      timeline: timelineOf(events, (id) => names.get(id)),
      generatedAt: new Date().toISOString(),
    });
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `attachment; filename="${found.escalation.caseId}.pdf"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = pdf;
  });

  return router;
}
