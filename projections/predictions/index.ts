// The predictions view: one outcome prediction per case analysis (from the case's mock-jury result
// and the reference tables), the comparable cases around it, and the market analysis of completed
// cases. The model and the reference tables are casework's (modules/casework/prediction-*.ts), pure,
// and shared with the web app through its contract.
import type { Knex } from 'knex';
import type { ViewCipher } from '../../infra/crypto/view-cipher.js';
import { defineModule } from '../../infra/module.js';
import { declareView } from '../../infra/projections/read-side.js';
import { predictionsAccess } from './access.js';
import { predictionsChanceMigration, predictionsProjector, predictionsTitleMigration, predictionsViewMigration } from './projector.js';
import { predictionsRouter, PREDICTIONS_SCOPE } from './routes.js';
import { readKey, readScope, type ReadCache } from '../../infra/http/read-cache.js';
import type { RecordedEvent } from '../../infra/eventstore/types.js';

export { predictionsProjector } from './projector.js';
export { listPredictions, marketAnalysis } from './queries.js';
export { PREDICTIONS_SCOPE } from './routes.js';

/**
 * The read-cache entries a batch of the predictions projector changed. A submitted case has no
 * prediction yet and is nobody's comparable: its owner's list only. Anything else (a case paid,
 * analysed, reviewed, completed; an owner erased) moves comparable figures on other users' lists:
 * the whole scope.
 */
export function predictionsReadDrops(events: readonly Pick<RecordedEvent, 'type' | 'data'>[]): string[] {
  const keys = new Set<string>();
  for (const e of events) {
    const userId = (e.data as { userId?: unknown } | null)?.userId;
    if (e.type !== 'CaseSubmitted' || typeof userId !== 'number') return [readScope(PREDICTIONS_SCOPE)];
    keys.add(readKey(PREDICTIONS_SCOPE, userId));
  }
  return [...keys];
}

export const predictionsView = defineModule<{ knex: Knex; cipher: ViewCipher; reads?: ReadCache }>({
  name: 'predictions-view',
  migrations: [predictionsViewMigration, predictionsChanceMigration, predictionsTitleMigration],
  projectors: [declareView(predictionsProjector, { cache: { scope: PREDICTIONS_SCOPE, drops: predictionsReadDrops } })],
  access: predictionsAccess,
  create: (deps) => ({ routes: [predictionsRouter(deps)], api: undefined }),
});
