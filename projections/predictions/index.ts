// The predictions view: one outcome prediction per case analysis (from the case's mock-jury result
// and the reference tables), the comparable cases around it, and the market analysis of completed
// cases. The model and the reference tables are casework's (modules/casework/prediction-*.ts), pure,
// and shared with the web app through its contract.
import type { Knex } from 'knex';
import { defineModule } from '../../infra/module.js';
import { predictionsAccess } from './access.js';
import { predictionsProjector, predictionsViewMigration } from './projector.js';
import { predictionsRouter } from './routes.js';

export { predictionsProjector } from './projector.js';
export { listPredictions, marketAnalysis } from './queries.js';

export const predictionsView = defineModule<{ knex: Knex }>({
  name: 'predictions-view',
  migrations: [predictionsViewMigration],
  projectors: [predictionsProjector],
  access: predictionsAccess,
  create: (deps) => ({ routes: [predictionsRouter(deps)], api: undefined }),
});
