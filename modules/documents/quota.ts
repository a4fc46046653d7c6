// Daily upload quotas (issue 28): files and bytes a user may upload a day (UTC), by plan, counted
// on the write side (`document_upload_days`, one row per user and day). An upload reserves its file
// and bytes in one statement — the count cannot pass the limit, however many uploads race — and
// gives them back when it is not recorded after all. A deleted document still counts: the quota
// is about the work an upload causes (storage, OCR), which deleting does not undo.
import { nextUtcMidnight, utcDay } from '../../infra/db/daily-counter.js';
import type { Knex } from 'knex';
import type { Config } from '../../infra/config/index.js';
import type { UploadPlan, UploadQuotaResponse } from './contract.js';

export interface DailyQuota {
  files: number;
  bytes: number;
}

type QuotaConfig = Pick<
  Config,
  'DOCUMENT_DAILY_FILES_FREE' | 'DOCUMENT_DAILY_MB_FREE' | 'DOCUMENT_DAILY_FILES_PREMIUM' | 'DOCUMENT_DAILY_MB_PREMIUM'
>;

export function quotaOf(config: QuotaConfig, plan: UploadPlan): DailyQuota {
  const mb = 1024 * 1024;
  return plan === 'premium'
    ? { files: config.DOCUMENT_DAILY_FILES_PREMIUM, bytes: config.DOCUMENT_DAILY_MB_PREMIUM * mb }
    : { files: config.DOCUMENT_DAILY_FILES_FREE, bytes: config.DOCUMENT_DAILY_MB_FREE * mb };
}

/** The UTC day of `at`, `YYYY-MM-DD` (infra/db/daily-counter.ts). */
export const dayOf = utcDay;

/**
 * Counts one upload of `bytes` against today's quota, if it fits: true when reserved, false when
 * the file or the bytes would pass the limit (nothing is counted then).
 */
export async function reserveUpload(knex: Knex, userId: number, bytes: number, quota: DailyQuota, day: string): Promise<boolean> {
  const { rows } = (await knex.raw(
    `insert into document_upload_days as d (user_id, day, files, bytes)
       select ?::int, ?::date, 1, ?::bigint where 1 <= ?::int and ?::bigint <= ?::bigint
     on conflict (user_id, day) do update
        set files = d.files + 1, bytes = d.bytes + excluded.bytes
      where d.files + 1 <= ?::int and d.bytes + excluded.bytes <= ?::bigint
     returning files`,
    [userId, day, bytes, quota.files, bytes, quota.bytes, quota.files, quota.bytes],
  )) as { rows: unknown[] };
  return rows.length === 1;
}

/** Gives back a reservation whose upload was not recorded. */
export async function releaseUpload(knex: Knex, userId: number, bytes: number, day: string): Promise<void> {
  await knex('document_upload_days')
    .where({ user_id: userId, day })
    .update({ files: knex.raw('greatest(files - 1, 0)'), bytes: knex.raw('greatest(bytes - ?, 0)', [bytes]) });
}

export async function usageOf(knex: Knex, userId: number, day: string): Promise<DailyQuota> {
  const row = (await knex('document_upload_days').where({ user_id: userId, day }).first('files', 'bytes')) as
    { files: number; bytes: string | number } | undefined;
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
}

export function quotaResponse(plan: UploadPlan, quota: DailyQuota, used: DailyQuota, at: Date): UploadQuotaResponse {
  return {
    plan,
    files: { used: used.files, limit: quota.files, left: Math.max(0, quota.files - used.files) },
    bytes: { used: used.bytes, limit: quota.bytes, left: Math.max(0, quota.bytes - used.bytes) },
    resetsAt: nextUtcMidnight(at).toISOString(),
  };
}
