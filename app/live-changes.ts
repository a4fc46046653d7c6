// Which view changes the browser hears of, live: a case's status (payment, analysis, review,
// comments) and a document's (uploaded, processing, completed, failed). The read cache's drops are
// exact and reach every process (decision 0006, sent inside the projector's transaction since
// decision 0032), so they are also the live hints' source: each drop this process learns of
// becomes a hint to the users whose answers it changed.
//   cases:owner:<userId>   → that user: /api/case-analyses
//   cases:case:<caseId>    → the case's owner: /api/case-analyses
//   cases:list:staff       → every staff member: /api/case-analyses
//   documents:<userId>     → that user: /api/documents
//   <scope>:* and *        → everyone connected here
// A hint is a path prefix: the browser reads again its open queries at or under it.
import type { LiveChanges } from '../infra/http/live-changes.js';
import { CASES_SCOPE } from '../projections/cases/index.js';
import { DOCUMENTS_SCOPE } from '../projections/documents/index.js';

export const LIVE_PATHS = { cases: '/api/case-analyses', documents: '/api/documents' } as const;

const OWNERS_KEPT = 10_000;

/** A row id as the drops write it (decimal digits), or undefined. */
function idOf(s: string | undefined): number | undefined {
  if (!s || !/^[1-9]\d{0,15}$/.test(s)) return undefined;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : undefined;
}

/**
 * Answers the function to call with every read-cache drop this process learns of. `ownerOf` reads
 * a case's owner (from the cases view); a case's owner never changes, so answers are kept.
 */
export function liveHintsFromDrops(live: LiveChanges, ownerOf: (caseId: number) => Promise<number | undefined>, onError: (err: unknown) => void): (payload: string) => void {
  const owners = new Map<number, number>();
  const toOwner = (caseId: number) => {
    const known = owners.get(caseId);
    if (known !== undefined) return live.notify({ userId: known }, [LIVE_PATHS.cases]);
    ownerOf(caseId).then((owner) => {
      if (owner === undefined) return;
      if (owners.size >= OWNERS_KEPT) owners.delete(owners.keys().next().value!);
      owners.set(caseId, owner);
      live.notify({ userId: owner }, [LIVE_PATHS.cases]);
    }, onError);
  };

  return (payload) => {
    if (live.size === 0) return;
    if (payload === '*') return live.notify({ everyone: true }, [LIVE_PATHS.cases, LIVE_PATHS.documents]);
    const colon = payload.indexOf(':');
    if (colon < 0) return;
    const scope = payload.slice(0, colon);
    const key = payload.slice(colon + 1);
    const path = scope === CASES_SCOPE ? LIVE_PATHS.cases : scope === DOCUMENTS_SCOPE ? LIVE_PATHS.documents : undefined;
    if (!path) return;
    if (key === '*') return live.notify({ everyone: true }, [path]);
    if (scope === DOCUMENTS_SCOPE) {
      const userId = idOf(key);
      if (userId !== undefined) live.notify({ userId }, [path]);
      return;
    }
    const [kind, id] = key.split(':');
    if (kind === 'list' && id === 'staff') return live.notify({ staff: true }, [path]);
    const n = idOf(id);
    if (n === undefined) return;
    if (kind === 'owner') live.notify({ userId: n }, [path]);
    else if (kind === 'case') toOwner(n);
  };
}
