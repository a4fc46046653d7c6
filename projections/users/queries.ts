import type { Knex } from 'knex';
import { isStaff, type NotificationPreferences, type PrivacySettings, type Role, type UserResponse } from '../../modules/identity/index.js';

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

function toUser(r: UserRow): ViewUser {
  return {
    id: r.id,
    username: r.username,
    email: r.email,
    role: r.role,
    userType: isStaff(r.role) ? 'investigator' : 'client',
    createdAt: new Date(r.created_at).toISOString(),
    notifications: r.notifications,
    privacy: r.privacy,
  };
}

export function publicUser(u: ViewUser): UserResponse {
  return { id: u.id, username: u.username, email: u.email, role: u.role, userType: u.userType, createdAt: u.createdAt };
}

export async function getUserById(knex: Knex, id: number): Promise<ViewUser | undefined> {
  const row = await knex<UserRow>('users_view').where({ id }).first();
  return row ? toUser(row) : undefined;
}

export async function listStaff(knex: Knex): Promise<ViewUser[]> {
  const rows = await knex<UserRow>('users_view').whereIn('role', ['investigator', 'admin', 'auditor']).orderBy('id');
  return rows.map(toUser);
}
