// koa-session's external store: session data lives server-side in Postgres, so logout, a password
// change and erasure really end sessions. The cookie holds only a random id.
import type { Knex } from 'knex';
import type { Signals } from '../db/signals.js';

// Topics (session-cache.ts's SESSION_SIGNALS): kept here too so this file needs nothing else.
const SESSION_TOPIC = 'session';
const USER_SESSIONS_TOPIC = 'user-sessions';

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

/**
 * With `signals`, every change is announced (the session's key) so that caches in front of the
 * store, in this process and in others, drop what they hold (session-cache.ts).
 */
export function postgresSessionStore(knex: Knex, signals?: Pick<Signals, 'publish'>) {
  return {
    async get(key: string): Promise<SessionData | undefined> {
      const row = await knex('sessions').where({ id: key }).andWhere('expires_at', '>', new Date()).first('data');
      return row ? (row.data as SessionData) : undefined;
    },
    async set(key: string, sess: SessionData, maxAge: number | 'session' | undefined): Promise<void> {
      const ms = typeof maxAge === 'number' ? maxAge : 24 * 3600 * 1000;
      const row = {
        id: key,
        user_id: typeof sess.userId === 'number' ? sess.userId : null,
        data: sess,
        expires_at: new Date(Date.now() + ms),
      };
      await knex('sessions').insert(row).onConflict('id').merge();
      await signals?.publish(SESSION_TOPIC, key);
    },
    async destroy(key: string): Promise<void> {
      await knex('sessions').where({ id: key }).delete();
      await signals?.publish(SESSION_TOPIC, key);
    },
  };
}

/**
 * Ends every session of a user, except `keepId` (the one making the request) when given. With
 * `signals`, caches of sessions (this process's at once, others' on the NOTIFY) drop them.
 */
export async function endUserSessions(knex: Knex, userId: number, keepId?: string, signals?: Pick<Signals, 'publish'>): Promise<number> {
  const q = knex('sessions').where({ user_id: userId });
  if (keepId) q.whereNot({ id: keepId });
  const ended = await q.delete();
  await signals?.publish(USER_SESSIONS_TOPIC, String(userId));
  return ended;
}

export async function purgeExpiredSessions(knex: Knex): Promise<number> {
  return knex('sessions').where('expires_at', '<=', new Date()).delete();
}
