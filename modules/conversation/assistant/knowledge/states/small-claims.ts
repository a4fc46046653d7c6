// The small-claims limit of each state and DC: the table the case analysis decides a civil claim's
// court with (modules/casework, docs/reference/civil-base-rates.md), so the chat and the analysis
// never give two limits for one state.
import { dollars, SMALL_CLAIMS_LIMITS, SMALL_CLAIMS_SOURCES } from '../../../../casework/index.js';
import { STATE_CODES, STATES } from './states.js';
import type { SmallClaimsRow } from './types.js';

const CHECKED = '2026-11-30';

export const smallClaims: readonly SmallClaimsRow[] = STATE_CODES.flatMap((state) => {
  const row = SMALL_CLAIMS_LIMITS[state];
  if (!row) return [];
  const source = SMALL_CLAIMS_SOURCES[row.source];
  return [
    {
      state,
      limit: row.limit,
      summary: `${STATES[state]}'s small-claims court hears claims of up to ${dollars(row.limit)}${row.note ? ` (${row.note})` : ''}. A larger claim goes to the regular civil court, or you give up the amount over the limit to stay in small claims.`,
      source: {
        citation: source.title,
        checked: CHECKED,
        checkedAgainst: source.url,
        note: "Read from the table Casebook's case analysis uses; limits change by statute, so check the court's own small-claims page before filing.",
      },
    },
  ];
});
