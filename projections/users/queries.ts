// Reads of the users view. The email is sealed with the user's own key (projector.ts, decision 0056)
// and opened here: a row whose key is gone (the user erased, the row not purged yet) reads as absent,
// as the purged row will. A row written before sealing reads as it is until the rebuild.
import type { Knex } from 'knex';
import type { ViewCipher } from '../../infra/crypto/view-cipher.js';
import { isStaff, type NotificationPreferences, type PrivacySettings, type Role, type UserResponse } from '../../modules/identity/index.js';
import { SEALED } from './projector.js';

interface UserRow {
  id: number;
  username: string;
  email: string;
  role: Role;
  notifications: NotificationPreferences;
  privacy: PrivacySettings;
  created_at: Date;
}

export interface ViewUser extends UserResponse {
  notifications: NotificationPreferences;
  privacy: PrivacySettings;
}

/** What the users view's reads need: the database and the cipher that opens the email. */
export interface UserReads {
  knex: Knex;
  cipher: Pick<ViewCipher, 'opener'>;
}

async function toUsers(cipher: UserReads['cipher'], rows: readonly UserRow[]): Promise<ViewUser[]> {
  if (rows.length === 0) return [];
  const opener = await cipher.opener(rows.map((r) => r.id));
  return rows.flatMap((r) => {
    const email = opener.open(r.id, SEALED.email, r.email);
    if (email === null) return []; // the user's key is gone: erased
    return {
      id: r.id,
      username: r.username,
      email,
      role: r.role,
      userType: isStaff(r.role) ? 'investigator' : 'client',
      createdAt: new Date(r.created_at).toISOString(),
      notifications: r.notifications,
      privacy: r.privacy,
    };
  });
}

export function publicUser(u: ViewUser): UserResponse {
  return { id: u.id, username: u.username, email: u.email, role: u.role, userType: u.userType, createdAt: u.createdAt };
}

export async function getUserById({ knex, cipher }: UserReads, id: number): Promise<ViewUser | undefined> {
  const row = await knex<UserRow>('users_view').where({ id }).first();
  return row ? (await toUsers(cipher, [row]))[0] : undefined;
}

/** A user's name alone (reports, timelines, custody logs): nothing sealed is opened. Null once erased. */
export async function usernameOf(knex: Knex, id: number): Promise<string | null> {
  const row = await knex<UserRow>('users_view').where({ id }).first('username');
  return row?.username ?? null;
}

export async function listStaff(reads: UserReads): Promise<ViewUser[]> {
  const rows = await reads.knex<UserRow>('users_view').whereIn('role', ['investigator', 'admin', 'auditor']).orderBy('id');
  return toUsers(reads.cipher, rows);
}
