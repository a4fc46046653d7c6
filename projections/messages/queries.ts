import type { Knex } from 'knex';
import type { ChatMessage } from '../../modules/conversation/index.js';

interface MessageRow {
  id: string;
  is_user: boolean;
  content: string;
  created_at: Date;
  seq: number;
}

/** The user's current conversation from the view, oldest first. */
export async function listMessages(knex: Knex, userId: number): Promise<ChatMessage[]> {
  const rows: MessageRow[] = await knex('messages_view')
    .where({ user_id: userId })
    .orderBy('seq')
    .select('id', 'is_user', 'content', 'created_at', 'seq');
  return rows.map((r) => ({ id: r.id, content: r.content, isUser: r.is_user, createdAt: new Date(r.created_at).toISOString() }));
}
