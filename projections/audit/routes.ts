// The auditor's read-only window on the event store: a stream's events in order, decrypted where
// the subject's key still exists, and a recomputation of its hash chain.
import { z } from 'zod';
import { createRouter } from '../../infra/http/app.js';
import { requireRole } from '../../infra/http/auth.js';
import { NotFoundError } from '../../infra/http/errors.js';
import { parse } from '../../infra/http/validate.js';
import { verifyChain } from '../../infra/eventstore/hash-chain.js';
import { positionToString } from '../../infra/eventstore/types.js';

const streamParam = z
  .string()
  .max(200, 'Stream name is too long')
  .regex(/^[a-z][a-z0-9]*-[A-Za-z0-9_-]+$/, 'Stream name must look like category-id, e.g. user-7 or case-42');

export const auditRouter = createRouter();

auditRouter.get('/api/audit/streams/:stream', requireRole('auditor', 'admin'), async (ctx) => {
  const stream = parse(streamParam, ctx.params.stream);
  const events = await ctx.state.deps.store.readStream(stream);
  if (events.length === 0) throw new NotFoundError(`No events in stream ${stream}`);
  ctx.body = {
    stream,
    version: events.length,
    events: events.map((e) => ({
      id: e.id,
      type: e.type,
      version: e.version,
      position: positionToString(e.position),
      createdAt: e.createdAt,
      data: e.data,
      shredded: e.metadata.piiSubject !== undefined && 'pii' in e.data && e.data.pii === null,
      metadata: e.metadata,
      hash: e.hash,
      prevHash: e.prevHash,
    })),
  };
});

auditRouter.get('/api/audit/streams/:stream/verify', requireRole('auditor', 'admin'), async (ctx) => {
  const stream = parse(streamParam, ctx.params.stream);
  const events = await ctx.state.deps.store.readStreamRaw(stream);
  if (events.length === 0) throw new NotFoundError(`No events in stream ${stream}`);
  ctx.body = verifyChain(events);
});
