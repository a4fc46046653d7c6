import { createRouter } from './app.js';
import type { RuntimeConfigResponse } from '../../modules/identity/contract.js';

export const platformRouter = createRouter();

platformRouter.get('/api/health', async (ctx) => {
  const { knex, store } = ctx.state.deps;
  const [db, eventStore] = await Promise.all([
    knex.raw('select 1').then(() => true, () => false),
    store.health().catch(() => false),
  ]);
  ctx.status = db && eventStore ? 200 : 503;
  ctx.body = { status: db && eventStore ? 'ok' : 'degraded', db, eventStore };
});

platformRouter.get('/api/config/runtime', (ctx) => {
  const { config, database, store } = ctx.state.deps;
  const body: RuntimeConfigResponse = {
    database: database.embedded ? 'embedded' : 'postgres',
    eventStore: store.kind,
    ai: config.OPENAI_API_KEY ? 'openai' : 'offline',
    payments: config.STRIPE_SECRET_KEY ? 'stripe' : 'test',
  };
  ctx.body = body;
});
