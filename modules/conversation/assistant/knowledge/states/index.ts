// Casebook's state reference tables and the lookups the assistant answers from.
import { piLicensing } from './pi-licensing.js';
import { protectiveOrders } from './protective-orders.js';
import { recordingConsent } from './recording-consent.js';
import { smallClaims } from './small-claims.js';
import { stalking } from './stalking.js';
import { STATES, type Place } from './states.js';
import { tracking } from './tracking.js';
import type { RowSource, StateCode, StateTable } from './types.js';

export * from './types.js';
export { STATES, STATE_CODES, UNCOVERED_PLACES, findPlaces, withoutPlaces, type Place } from './states.js';
export { piLicensing, protectiveOrders, recordingConsent, smallClaims, stalking, tracking };

export const TABLE_TITLES: Record<StateTable, string> = {
  recording: 'recording consent',
  licensing: 'private-investigator licensing',
  tracking: 'GPS tracking',
  protective: 'protective orders',
  stalking: 'stalking',
  smallClaims: 'small-claims limits',
};

const LABELS: Record<StateTable, string> = {
  recording: 'Recording conversations',
  licensing: 'Private investigator licence',
  tracking: 'GPS tracking',
  protective: 'Protective orders',
  stalking: 'Stalking',
  smallClaims: 'Small-claims limit',
};

interface AnyRow {
  state: StateCode;
  summary: string;
  source: RowSource;
}

const TABLES: Record<StateTable, readonly AnyRow[]> = {
  recording: recordingConsent,
  licensing: piLicensing,
  tracking,
  protective: protectiveOrders,
  stalking,
  smallClaims,
};
const INDEXED = Object.fromEntries(Object.entries(TABLES).map(([k, rows]) => [k, new Map(rows.map((r) => [r.state, r]))])) as Record<
  StateTable,
  Map<StateCode, AnyRow>
>;

export function stateRow(table: StateTable, state: StateCode): AnyRow | undefined {
  return INDEXED[table].get(state);
}

export interface StateFact {
  table: StateTable;
  /** The line for the answer, starting with the table's label. */
  text: string;
  /** The row's source, or undefined when the table has no row for the place. */
  source?: RowSource;
}

/** What the tables say about a place, one fact per table asked for — including "no row". */
export function stateFacts(place: Place, tables: readonly StateTable[]): StateFact[] {
  return tables.map((table) => {
    if (place.kind === 'uncovered') {
      return {
        table,
        text: `${LABELS[table]}: my ${TABLE_TITLES[table]} table has no row for ${place.name} — it covers the 50 states and DC only, so check ${place.name}'s own law.`,
      };
    }
    const row = INDEXED[table].get(place.code);
    if (row) return { table, text: `${LABELS[table]}: ${row.summary}`, source: row.source };
    if (table === 'tracking') {
      const stalkingRow = INDEXED.stalking.get(place.code);
      return {
        table,
        text: `${LABELS[table]}: my GPS-tracking table has no row for ${STATES[place.code]} — I know of no statute there aimed at tracking devices as such. That does not make tracking someone legal: ${stalkingRow ? `the stalking law (${stalkingRow.source.citation})` : 'the stalking and harassment laws'} can cover tracking used to follow or frighten a person, and tracking a car you do not own invites a civil claim.`,
      };
    }
    return { table, text: `${LABELS[table]}: my ${TABLE_TITLES[table]} table has no row for ${STATES[place.code]}.` };
  });
}

const latest = (rows: readonly AnyRow[]) =>
  rows
    .map((r) => r.source.checked)
    .sort()
    .at(-1)!;

/** The date the tables were last checked. */
export const TABLES_CHECKED = latest(Object.values(TABLES).flat());

/** The date the tables an answer used were last checked, for its source line. */
export function tablesChecked(tables: readonly StateTable[]): string {
  return tables.length ? latest(tables.flatMap((t) => TABLES[t])) : TABLES_CHECKED;
}
