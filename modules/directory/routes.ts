// Command endpoints of the directory module: reviews, inquiries and their answers, consultations
// (clients and the linked investigator), and the admin's listings, CSV import, account links and
// investigator-network members. Each waits (bounded) for the views so the screen's reload shows it.
import type { Context } from 'koa';
import { createRouter } from '../../infra/http/app.js';
import { takesMultipart } from '../../infra/http/guards.js';
import { readUpload } from '../../infra/http/upload.js';
import { currentUser, requireRole, requireUser } from '../../infra/http/auth.js';
import { NotFoundError } from '../../infra/http/errors.js';
import { commandContext } from '../../infra/http/state.js';
import { parse } from '../../infra/http/validate.js';
import type { AppendResult } from '../../infra/eventstore/types.js';
import {
  answerRequest,
  cancelRequest,
  consultationRequest,
  idParam,
  IMPORT_FILE_FIELD,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  importRequest,
  inquiryRequest,
  linkRequest,
  listingRequest,
  MESSAGES,
  networkMemberRequest,
  reviewRequest,
} from './contract.js';
import * as commands from './commands.js';
import { INQUIRY_MESSAGES } from './inquiry-decider.js';
import { INVESTIGATOR_MESSAGES } from './investigator-decider.js';
import { NETWORK_MESSAGES } from './network-decider.js';
import { importCsv } from './import.js';
import { resolveLocation } from './location.js';
import { ValidationError } from '../../infra/http/errors.js';

export function directoryRouter(deps: commands.DirectoryDeps) {
  const router = createRouter();
  const settle = async (append: AppendResult | undefined, types: string[]) => {
    if (append) await deps.runner.waitFor(append.position, types, deps.config.READ_YOUR_WRITES_TIMEOUT_MS);
  };
  const idOf = (raw: string | undefined, message: string) => {
    const id = idParam.safeParse(raw);
    if (!id.success) throw new NotFoundError(message);
    return id.data;
  };

  // ---- reviews and inquiries (clients), answers (the linked investigator), consultations

  router.post('/api/pi-reviews', requireUser(), async (ctx) => {
    const req = parse(reviewRequest, ctx.request.body);
    const r = await commands.postReview(deps, currentUser(ctx), req, commandContext(ctx));
    await settle(r.append, ['ReviewPosted']);
    ctx.status = 201;
    ctx.body = { id: r.reviewId, piId: req.piId, rating: req.rating, review: req.review };
  });

  router.post('/api/pi-inquiries', requireUser(), async (ctx) => {
    const req = parse(inquiryRequest, ctx.request.body);
    const r = await commands.sendInquiry(deps, currentUser(ctx), req, commandContext(ctx));
    await settle(r.append, ['InquirySent']);
    ctx.status = 201;
    ctx.body = { id: r.inquiryId, status: 'pending', message: MESSAGES.inquirySent, detail: MESSAGES.inquirySentDetail };
  });

  router.patch('/api/pi-inquiries/:id', requireUser(), async (ctx) => {
    const id = idOf(ctx.params.id, INQUIRY_MESSAGES.notFound);
    const req = parse(answerRequest, ctx.request.body);
    const r = await commands.answerInquiry(deps, currentUser(ctx), id, req, commandContext(ctx));
    await settle(r.append, ['InquiryAnswered']);
    ctx.body = { id, status: 'answered', piResponse: req.response, estimatedCost: req.estimatedCost.toFixed(2), channel: req.channel };
  });

  router.put('/api/pi-inquiries/:id/consultation', requireUser(), async (ctx) => {
    const id = idOf(ctx.params.id, INQUIRY_MESSAGES.notFound);
    const req = parse(consultationRequest, ctx.request.body);
    const r = await commands.scheduleConsultation(deps, currentUser(ctx), id, req, commandContext(ctx));
    await settle(r.append, ['ConsultationScheduled', 'ConsultationRescheduled']);
    ctx.body = { inquiryId: id, status: 'scheduled', scheduledAt: new Date(req.startsAt).toISOString(), timeZone: req.timeZone };
  });

  router.post('/api/pi-inquiries/:id/consultation/cancel', requireUser(), async (ctx) => {
    const id = idOf(ctx.params.id, INQUIRY_MESSAGES.notFound);
    const req = parse(cancelRequest, ctx.request.body ?? {});
    const r = await commands.cancelConsultation(deps, currentUser(ctx), id, req.reason, commandContext(ctx));
    await settle(r.append, ['ConsultationCancelled']);
    ctx.body = { inquiryId: id, status: 'cancelled' };
  });

  router.post('/api/pi-inquiries/:id/consultation/complete', requireUser(), async (ctx) => {
    const id = idOf(ctx.params.id, INQUIRY_MESSAGES.notFound);
    const r = await commands.completeConsultation(deps, currentUser(ctx), id, commandContext(ctx));
    await settle(r.append, ['ConsultationCompleted']);
    ctx.body = { inquiryId: id, status: 'completed' };
  });

  // ---- admin: listings, import, links

  router.post('/api/admin/investigators', requireRole('admin'), async (ctx) => {
    const req = parse(listingRequest, ctx.request.body);
    const point = resolveLocation(req.zipCode);
    if (!point) throw new ValidationError(`Unknown ZIP code ${req.zipCode}`);
    const r = await commands.listInvestigator(deps, { ...req, latitude: point.latitude, longitude: point.longitude }, commandContext(ctx));
    await settle(r.append, ['InvestigatorListed', 'InvestigatorUpdated']);
    ctx.status = r.events[0]?.type === 'InvestigatorListed' ? 201 : 200;
    ctx.body = { id: r.investigatorId, changed: r.events.length > 0 };
  });

  // One import for the JSON body (scripts, small files), the upload screen's file and the CLI
  // (import.ts): all rows or none; 422 with the report when any row is rejected.
  const importAndAnswer = async (ctx: Context, csv: string) => {
    const { lastPosition, ...report } = await importCsv(deps, csv, commandContext(ctx));
    if (lastPosition)
      await deps.runner.waitFor(lastPosition, ['InvestigatorListed', 'InvestigatorUpdated'], deps.config.READ_YOUR_WRITES_TIMEOUT_MS);
    ctx.status = report.rejected.length > 0 ? 422 : 200;
    ctx.body = report.rejected.length > 0 ? { message: IMPORT_MESSAGES.rejected(report.rejected.length, report.total), ...report } : report;
  };

  router.post('/api/admin/investigators/import', requireRole('admin'), async (ctx) => {
    const { csv } = parse(importRequest, ctx.request.body);
    await importAndAnswer(ctx, csv);
  });

  router.post('/api/admin/directory/import', requireRole('admin'), takesMultipart(), async (ctx) => {
    const file = await readUpload(ctx, {
      field: IMPORT_FILE_FIELD,
      maxBytes: IMPORT_MAX_BYTES,
      tooLarge: IMPORT_MESSAGES.tooLarge,
      missing: IMPORT_MESSAGES.missing,
    });
    let csv: string;
    try {
      csv = new TextDecoder('utf-8', { fatal: true }).decode(file.bytes);
    } catch {
      throw new ValidationError(IMPORT_MESSAGES.notText);
    }
    if (csv.replace(/^\uFEFF/, '').trim() === '') throw new ValidationError(IMPORT_MESSAGES.empty);
    await importAndAnswer(ctx, csv);
  });

  router.put('/api/admin/investigators/:id/account', requireRole('admin'), async (ctx) => {
    const id = idOf(ctx.params.id, INVESTIGATOR_MESSAGES.notFound);
    const { userId } = parse(linkRequest, ctx.request.body);
    const r = await commands.linkAccount(deps, currentUser(ctx), id, userId, commandContext(ctx));
    await settle(r.append, ['InvestigatorAccountLinked']);
    ctx.body = { id, userId };
  });

  router.delete('/api/admin/investigators/:id', requireRole('admin'), async (ctx) => {
    const id = idOf(ctx.params.id, INVESTIGATOR_MESSAGES.notFound);
    const r = await commands.deactivateInvestigator(deps, id, commandContext(ctx));
    await settle(r.append, ['InvestigatorDeactivated']);
    ctx.status = 204;
  });

  // ---- admin: the investigator network

  router.post('/api/investigator-network', requireRole('admin'), async (ctx) => {
    const req = parse(networkMemberRequest, ctx.request.body);
    const r = await commands.addNetworkMember(deps, req, commandContext(ctx));
    await settle(r.append, ['NetworkMemberAdded']);
    ctx.status = 201;
    ctx.body = { id: r.memberId, ...req };
  });

  router.put('/api/investigator-network/:id', requireRole('admin'), async (ctx) => {
    const id = idOf(ctx.params.id, NETWORK_MESSAGES.notFound);
    const req = parse(networkMemberRequest, ctx.request.body);
    const r = await commands.updateNetworkMember(deps, id, req, commandContext(ctx));
    await settle(r.append, ['NetworkMemberUpdated']);
    ctx.body = { id, ...req };
  });

  router.delete('/api/investigator-network/:id', requireRole('admin'), async (ctx) => {
    const id = idOf(ctx.params.id, NETWORK_MESSAGES.notFound);
    const r = await commands.removeNetworkMember(deps, id, commandContext(ctx));
    await settle(r.append, ['NetworkMemberRemoved']);
    ctx.status = 204;
  });

  return router;
}
