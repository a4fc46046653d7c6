// The directory's CSV import (admin upload screen and `npm run directory:import -- file.csv`).
// Every row is validated first (the listing contract, a known ZIP code, no licence twice); if any
// row is rejected nothing is imported and the report names each rejected row with its reasons.
// Otherwise every row is listed: a listing's id comes from its licence, so importing the same file
// again appends nothing (rows that did not change are `unchanged`).
import { parse as parseCsv } from 'csv-parse/sync';
import type { CommandContext } from '../../infra/eventstore/event.js';
import type { Position } from '../../infra/eventstore/types.js';
import { listingRequest, type ImportReport } from './contract.js';
import { listInvestigator, type DirectoryDeps } from './commands.js';
import type { Listing } from './events.js';
import { resolveLocation } from './location.js';

/** The CSV's columns (a header row names them; order is free). Lists are separated by ";". */
export const IMPORT_COLUMNS = [
  'fullName',
  'agencyName',
  'licenseNumber',
  'licenseExpiration',
  'licenseState',
  'yearsExperience',
  'specializations',
  'serviceAreas',
  'bio',
  'email',
  'phone',
  'website',
  'address',
  'city',
  'state',
  'zipCode',
  'hourlyRate',
  'isVerified',
  'responseTimeHours',
  'languages',
  'certifications',
  'availability',
] as const;
const LIST_COLUMNS = new Set(['specializations', 'serviceAreas', 'languages', 'certifications', 'availability']);
export const MAX_IMPORT_ROWS = 20_000;

export type ValidatedRows = { listings: Listing[]; rejected: ImportReport['rejected'] };

const splitList = (v: string) =>
  v
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);

/** Parses and validates the whole file; never writes. */
export function validateCsv(csv: string): ValidatedRows {
  let records: Record<string, string>[];
  try {
    records = parseCsv(csv, {
      columns: (h: string[]) => h.map((c) => c.trim()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
      relax_column_count: false,
    }) as Record<string, string>[];
  } catch (err) {
    return {
      listings: [],
      rejected: [{ line: (err as { lines?: number }).lines ?? 1, reasons: [`The file is not valid CSV: ${(err as Error).message}`] }],
    };
  }
  if (records.length === 0) return { listings: [], rejected: [{ line: 1, reasons: ['The file has no rows'] }] };
  if (records.length > MAX_IMPORT_ROWS)
    return { listings: [], rejected: [{ line: 1, reasons: [`At most ${MAX_IMPORT_ROWS} rows per file`] }] };
  const missing = [
    'fullName',
    'licenseNumber',
    'licenseExpiration',
    'licenseState',
    'specializations',
    'email',
    'city',
    'state',
    'zipCode',
  ].filter((c) => !(c in records[0]!));
  if (missing.length > 0) return { listings: [], rejected: [{ line: 1, reasons: [`Missing columns: ${missing.join(', ')}`] }] };

  const listings: Listing[] = [];
  const rejected: ImportReport['rejected'] = [];
  const seen = new Map<string, number>();
  records.forEach((record, i) => {
    const line = i + 2; // the header is line 1
    const input: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(record)) {
      if (!(IMPORT_COLUMNS as readonly string[]).includes(k) || v === '') continue;
      if (LIST_COLUMNS.has(k)) input[k] = splitList(v);
      else if (k === 'isVerified') input[k] = !/^(false|no|0)$/i.test(v);
      else input[k] = v;
    }
    const parsed = listingRequest.safeParse(input);
    const reasons = parsed.success ? [] : parsed.error.issues.map((iss) => `${iss.path.join('.') || 'row'}: ${iss.message}`);
    const point = parsed.success ? resolveLocation(parsed.data.zipCode) : null;
    if (parsed.success && !point) reasons.push(`zipCode: unknown ZIP code ${parsed.data.zipCode}`);
    if (parsed.success) {
      const key = `${parsed.data.licenseState}|${parsed.data.licenseNumber.toUpperCase()}`;
      const first = seen.get(key);
      if (first !== undefined) reasons.push(`licenseNumber: the same licence is on line ${first}`);
      else seen.set(key, line);
    }
    if (reasons.length > 0 || !parsed.success || !point) {
      rejected.push({ line, reasons });
      return;
    }
    listings.push({ ...parsed.data, latitude: point.latitude, longitude: point.longitude });
  });
  return { listings, rejected };
}

/** Validates everything, then imports everything (or nothing when a row is rejected). */
export async function importCsv(
  deps: DirectoryDeps,
  csv: string,
  ctx: CommandContext,
): Promise<ImportReport & { lastPosition?: Position }> {
  const { listings, rejected } = validateCsv(csv);
  const total = listings.length + rejected.length;
  if (rejected.length > 0) return { total, imported: 0, updated: 0, unchanged: 0, rejected };
  let imported = 0;
  let updated = 0;
  let lastPosition: Position | undefined;
  for (const listing of listings) {
    const r = await listInvestigator(deps, listing, ctx);
    if (r.events.some((e) => e.type === 'InvestigatorListed')) imported++;
    else if (r.events.length > 0) updated++;
    if (r.append) lastPosition = r.append.position;
  }
  return { total, imported, updated, unchanged: listings.length - imported - updated, rejected, lastPosition };
}
