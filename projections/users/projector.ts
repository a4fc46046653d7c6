// The users view: one row per live account (profile, role, preferences). Erased users are purged.
// The email is sealed with the user's own data key (`SEALED`, issue 29 H3, decision 0056): a copy of
// the database reads ciphertext, and after the user's erasure nothing opens it. No query filters or
// sorts on it (sign-in and uniqueness read the write side), so it needs no search tokens.
import type { Knex } from 'knex';
import type { Projector } from '../../infra/projections/types.js';
import { sealText } from '../../infra/crypto/view-cipher.js';
import type { IdentityEvent } from '../../modules/identity/index.js';
import { defaultNotificationPreferences, defaultPrivacySettings } from '../../modules/identity/index.js';

export const usersViewMigration = {
  name: '0011_users_view',
  async up(knex: Knex) {
    await knex.schema.createTable('users_view', (t) => {
      t.integer('id').primary();
      t.text('username').notNullable();
      t.text('email').notNullable();
      t.text('role').notNullable();
      t.jsonb('notifications').notNullable();
      t.jsonb('privacy').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.index(['role']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('users_view');
  },
};

/** What the sealed column's ciphertext is bound to (with the user's id). */
export const SEALED = { email: 'users_view.email' } as const;

export const usersProjector: Projector = {
  name: 'users',
  // 2: the email sealed with the user's key (issue 29 H3, decision 0056).
  version: 2,
  tables: ['users_view'],
  handles: ['UserRegistered', 'ProfileUpdated', 'NotificationPreferencesSet', 'PrivacySettingsSet', 'UserErased'],
  async apply(trx, recorded, ctx) {
    const e = { type: recorded.type, data: recorded.data } as IdentityEvent;
    switch (e.type) {
      case 'UserRegistered': {
        if (!e.data.pii) return; // shredded: nothing personal left to show
        // No key: the user was erased since (UserErased purges the row): nothing to keep.
        const key = await ctx.cipher.sealingKey(e.data.userId);
        if (!key) return;
        await trx('users_view')
          .insert({
            id: e.data.userId,
            username: e.data.pii.username,
            email: sealText(key, e.data.userId, SEALED.email, e.data.pii.email),
            role: e.data.role,
            notifications: JSON.stringify(defaultNotificationPreferences),
            privacy: JSON.stringify(defaultPrivacySettings),
            created_at: e.data.registeredAt,
            updated_at: e.data.registeredAt,
          })
          .onConflict('id')
          .merge(['username', 'email', 'role', 'updated_at']);
        return;
      }
      case 'ProfileUpdated': {
        if (!e.data.pii) return;
        const key = await ctx.cipher.sealingKey(e.data.userId);
        if (!key) return;
        await trx('users_view')
          .where({ id: e.data.userId })
          .update({
            username: e.data.pii.username,
            email: sealText(key, e.data.userId, SEALED.email, e.data.pii.email),
            updated_at: e.data.at,
          });
        return;
      }
      case 'NotificationPreferencesSet':
        await trx('users_view')
          .where({ id: e.data.userId })
          .update({ notifications: JSON.stringify(e.data.preferences), updated_at: e.data.at });
        return;
      case 'PrivacySettingsSet':
        await trx('users_view')
          .where({ id: e.data.userId })
          .update({ privacy: JSON.stringify(e.data.settings), updated_at: e.data.at });
        return;
      case 'UserErased':
        await trx('users_view').where({ id: e.data.userId }).delete();
        return;
      default:
        return;
    }
  },
};
