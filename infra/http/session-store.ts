// koa-session's external store: session data lives server-side in Postgres, so logout, a password
// change and erasure really end sessions. The cookie holds only a random id.
import type { Knex } from 'knex';

export const sessionsMigration = {
  name: '0004_sessions',
  async up(knex: Knex) {
    await knex.schema.createTable('sessions', (t) => {
      t.text('id').primary();
      t.integer('user_id').nullable().index();
      t.jsonb('data').notNullable();
      t.timestamp('expires_at', { useTz: true }).notNullable().index();
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('sessions');
  },
};

export interface SessionData {
  userId?: number;
  [key: string]: unknown;
}

export function postgresSessionStore(knex: Knex) {
  return {
    async get(key: string): Promise<SessionData | undefined> {
      const row = await knex('sessions').where({ id: key }).andWhere('expires_at', '>', new Date()).first('data');
      return row ? (row.data as SessionData) : undefined;
    },
    async set(key: string, sess: SessionData, maxAge: number | 'session' | undefined): Promise<void> {
      const ms = typeof maxAge === 'number' ? maxAge : 24 * 3600 * 1000;
      const row = { id: key, user_id: typeof sess.userId === 'number' ? sess.userId : null, data: sess, expires_at: new Date(Date.now() + ms) };
      await knex('sessions').insert(row).onConflict('id').merge();
    },
    async destroy(key: string): Promise<void> {
      await knex('sessions').where({ id: key }).delete();
    },
  };
}

/** Ends every session of a user, except `keepId` (the one making the request) when given. */
export async function endUserSessions(knex: Knex, userId: number, keepId?: string): Promise<number> {
  const q = knex('sessions').where({ user_id: userId });
  if (keepId) q.whereNot({ id: keepId });
  return q.delete();
}

export async function purgeExpiredSessions(knex: Knex): Promise<number> {
  return knex('sessions').where('expires_at', '<=', new Date()).delete();
}
