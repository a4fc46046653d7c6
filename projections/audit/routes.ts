// The audit window on the event store: a stream's events in order (decrypted where the subject's
// key still exists, redacted as redact.ts says), its hash-chain check, the anchors that pin every
// stream's head, and the log of these reads. Auditors read case history only (DECISIONS.md);
// the admin reads every stream, minimised. Every answer here is itself recorded (read-log.ts).
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { ViewCipher } from '../../infra/crypto/view-cipher.js';
import { z } from 'zod';
import type { EncryptingEventStore } from '../../infra/eventstore/encrypting.js';
import type { Anchoring } from '../../infra/eventstore/anchors.js';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireRole } from '../../infra/http/auth.js';
import { ForbiddenError, NotFoundError } from '../../infra/http/errors.js';
import type { AppState } from '../../infra/http/state.js';
import { parse } from '../../infra/http/validate.js';
import { verifyChain } from '../../infra/eventstore/hash-chain.js';
import { positionToString } from '../../infra/eventstore/types.js';
import { listReads, recordRead } from './read-log.js';
import { isCaseHistory, redactData } from './redact.js';

export const AUDIT_MESSAGES = {
  caseHistoryOnly: 'Auditors read case and escalation history only',
  anchorNotFound: 'Anchor not found',
} as const;

export const streamParam = z
  .string()
  .max(200, 'Stream name is too long')
  .regex(/^[a-z][a-z0-9]*-[A-Za-z0-9_-]+$/, 'Stream name must look like category-id, e.g. case-42 or escalation-7');

const seqParam = z.coerce
  .number({ error: 'Anchor number must be a positive whole number' })
  .int('Anchor number must be a positive whole number')
  .positive('Anchor number must be a positive whole number')
  .max(2_147_483_647, 'Anchor number must be a positive whole number');

export type AuditDeps = { store: EncryptingEventStore; knex: Knex; anchors: Anchoring; cipher: ViewCipher };
type Ctx = Context & { state: AppState };

export function auditRouter(deps: AuditDeps) {
  const router = createRouter();
  const staff = requireRole('auditor', 'admin');

  /** The stream named in the path, if this reader may see it; the read is recorded either way it is answered. */
  async function readable(ctx: Ctx, action: string): Promise<string> {
    const stream = parse(streamParam, ctx.params.stream);
    const user = currentUser(ctx);
    if (user.role === 'auditor' && !isCaseHistory(stream)) throw new ForbiddenError(AUDIT_MESSAGES.caseHistoryOnly);
    await record(ctx, action, stream);
    return stream;
  }

  function record(ctx: Ctx, action: string, target: string) {
    const user = currentUser(ctx);
    return recordRead(deps.knex, { readerId: user.id, readerRole: user.role, action, target, requestId: ctx.state.requestId });
  }

  router.get('/api/audit/streams/:stream', staff, async (ctx) => {
    const stream = await readable(ctx, 'read');
    const events = await deps.store.readStream(stream);
    if (events.length === 0) throw new NotFoundError(`No events in stream ${stream}`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      stream,
      version: events.length,
      events: events.map((e) => ({
        id: e.id,
        type: e.type,
        version: e.version,
        position: positionToString(e.position),
        createdAt: e.createdAt,
        data: redactData(stream, e.data),
        shredded: e.metadata.piiSubject !== undefined && 'pii' in e.data && e.data.pii === null,
        metadata: e.metadata,
        hash: e.hash,
        prevHash: e.prevHash,
      })),
    };
  });

  router.get('/api/audit/streams/:stream/verify', staff, async (ctx) => {
    const stream = await readable(ctx, 'verify');
    const events = await deps.store.readStreamRaw(stream);
    if (events.length === 0) throw new NotFoundError(`No events in stream ${stream}`);
    ctx.body = verifyChain(events);
  });

  /** Every anchor (the export an auditor copies elsewhere) and whether their chain verifies. */
  router.get('/api/audit/anchors', staff, async (ctx) => {
    await record(ctx, 'anchors', '');
    const anchors = await deps.anchors.list();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { anchors, chain: deps.anchors.verifyAnchorChain(anchors) };
  });

  /** A stream checked against an anchor: its head's inclusion proof and whether the stream still matches it. */
  router.get('/api/audit/anchors/:seq/streams/:stream', staff, async (ctx) => {
    const seq = parse(seqParam, ctx.params.seq);
    const stream = await readable(ctx, 'proof');
    const proof = await deps.anchors.proof(seq, stream);
    if (!proof)
      throw new NotFoundError((await deps.anchors.get(seq)) ? `Stream ${stream} is not in anchor ${seq}` : AUDIT_MESSAGES.anchorNotFound);
    ctx.body = proof;
  });

  /** Who read what, newest first, and whether the read log's own chain verifies. */
  router.get('/api/audit/reads', staff, async (ctx) => {
    await record(ctx, 'reads', '');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await listReads(deps.knex, 200);
  });

  return router;
}
