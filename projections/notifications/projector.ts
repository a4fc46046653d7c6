// The notifications view: the in-app notifications each user's bell lists. A row gets its `seq`
// (from a sequence that a rebuild does not reset) when it becomes visible — at once, or when its
// scheduled time comes — and the live stream hands rows out in `seq` order. Email-only
// notifications are not shown, so they have no row. Erased users' rows are purged.
//
// The title and message are sealed with the recipient's data key (decision 0056): a copy of the
// database reads neither, and the recipient's erasure leaves every copy unreadable.
import type { Knex } from 'knex';
import type { Projector } from '../../infra/projections/types.js';
import { sealText } from '../../infra/crypto/view-cipher.js';
import { stripNul } from '../../infra/http/text.js';
import type { IdentityEventOf } from '../../modules/identity/index.js';
import type { NotificationEvent } from '../../modules/notifications/index.js';

export const notificationsViewMigration = {
  name: '0081_notifications_view',
  async up(knex: Knex) {
    // Not owned by the table: `truncate … restart identity` on a rebuild keeps it counting up, so
    // an open stream's Last-Event-ID never points past the rebuilt rows.
    await knex.raw('create sequence if not exists notifications_view_seq');
    await knex.schema.createTable('notifications_view', (t) => {
      t.uuid('id').primary();
      t.integer('user_id').notNullable();
      t.text('type').notNullable();
      t.text('category').notNullable();
      t.text('priority').notNullable();
      t.text('title').notNullable();
      t.text('message').notNullable();
      t.jsonb('data').notNullable();
      t.timestamp('scheduled_for', { useTz: true }).nullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('delivered_at', { useTz: true }).nullable();
      t.bigInteger('seq').nullable().unique();
      t.boolean('is_read').notNullable().defaultTo(false);
      t.index(['user_id', 'seq']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('notifications_view');
    await knex.raw('drop sequence if exists notifications_view_seq');
  },
};

const nextSeq = (trx: Knex.Transaction) => trx.raw("nextval('notifications_view_seq')");

/** What each sealed column's ciphertext is bound to (with the recipient's id). */
export const SEALED = { title: 'notifications_view.title', message: 'notifications_view.message' } as const;

export const notificationsProjector: Projector = {
  name: 'notifications',
  // 2: title and message sealed (decision 0056) — a view built before is rebuilt, sealing every row.
  version: 2,
  tables: ['notifications_view'],
  handles: ['NotificationCreated', 'NotificationDue', 'NotificationCancelled', 'NotificationRead', 'AllNotificationsRead', 'UserErased'],
  async apply(trx, recorded, ctx) {
    const e = { type: recorded.type, data: recorded.data } as NotificationEvent | IdentityEventOf<'UserErased'>;
    switch (e.type) {
      case 'NotificationCreated': {
        const d = e.data;
        if (!d.channels.inApp || !d.pii) return; // email only, or shredded
        const key = await ctx.cipher.sealingKey(d.userId);
        if (!key) return; // the recipient was erased since
        const now = d.scheduledFor === null;
        await trx('notifications_view')
          .insert({
            id: d.notificationId,
            user_id: d.userId,
            type: d.kind,
            category: d.category,
            priority: d.priority,
            title: sealText(key, d.userId, SEALED.title, stripNul(d.pii.title)),
            message: sealText(key, d.userId, SEALED.message, stripNul(d.pii.message)),
            data: JSON.stringify(d.data),
            scheduled_for: d.scheduledFor,
            created_at: d.createdAt,
            delivered_at: now ? d.createdAt : null,
            seq: now ? nextSeq(trx) : null,
          })
          .onConflict('id')
          .ignore();
        return;
      }
      case 'NotificationDue':
        await trx('notifications_view')
          .where({ id: e.data.notificationId })
          .whereNull('seq')
          .update({ delivered_at: e.data.deliveredAt, seq: nextSeq(trx) });
        return;
      case 'NotificationCancelled':
        // Only a pending one can be cancelled; it was never shown.
        await trx('notifications_view').where({ id: e.data.notificationId }).whereNull('seq').delete();
        return;
      case 'NotificationRead':
        await trx('notifications_view').where({ id: e.data.notificationId }).update({ is_read: true });
        return;
      case 'AllNotificationsRead':
        await trx('notifications_view').whereIn('id', e.data.notificationIds).update({ is_read: true });
        return;
      case 'UserErased':
        await trx('notifications_view').where({ user_id: e.data.userId }).delete();
        return;
      default:
        return;
    }
  },
};
