// The casework module owns case analyses (stream `case-{id}`): intake (the case form, documents),
// the one-time payment through billing, the mock-jury analysis run by the worker through the jury
// engine (modules/casework/jury), the staff review and the comments. The cases view (projections/cases)
// reads its events and the functions below; everything else stays inside the module.
import { defineModule } from '../../infra/module.js';
import { caseworkAccess } from './access.js';
import { analysisWorker } from './analysis.js';
import { rekeyCaseNumbers } from './commands.js';
import { eventSchemas } from './events.js';
import { caseIntakeLimitsMigration, caseworkMigration } from './migration.js';
import { caseDocumentTextsMigration, queueCaseDocuments, readQueuedCaseDocument } from './document-reading.js';
import { caseworkRouter, type CaseworkRouteDeps } from './routes.js';

export * from './contract.js';
export * from './prediction-contract.js';
export * from './history-contract.js';
export * from './list-contract.js';
export * from './reading-contract.js';
export * from './prediction-model.js';
export * from './prediction-reference.js';
export {
  caseStream,
  caseEventTypes,
  CASE_STREAM_PREFIX,
  type CaseEvent,
  type CaseEventOf,
  type CaseEventType,
  type CaseFields,
} from './events.js';
export {
  evolve as evolveCase,
  foldCase,
  initialCase,
  snapshotOf,
  mayRead,
  allowedMoves,
  type Case,
  type OpenCase,
  type Viewer,
} from './decider.js';
export { resultOf, phrasedFor, type StoredResult, detailFieldsOf, detailFromState, type DetailFields } from './read-model.js';
export { caseIdOf, CASE_PATHS, missingCasesDenied } from './routes.js';
export { factsOf } from './analysis.js';
// The small-claims limit of each state and DC, with its source: the assistant answers from it too.
export { SMALL_CLAIMS_LIMITS, SMALL_CLAIMS_SOURCES, type SmallClaimsLimit } from './understanding/model/civil-reference.js';
export { dollars } from './understanding/model/civil-court.js';

export type CaseworkModuleDeps = CaseworkRouteDeps;

export const casework = defineModule<CaseworkModuleDeps>({
  name: 'casework',
  migrations: [caseworkMigration, caseDocumentTextsMigration, caseIntakeLimitsMigration],
  events: eventSchemas,
  access: caseworkAccess,
  create(deps) {
    const worker = analysisWorker(deps);
    // Case numbers reserved before decision 0074 take their keyed form, in the background.
    const rekeying = new AbortController();
    const rekeyed = rekeyCaseNumbers(deps, { signal: rekeying.signal })
      .then((n) => n > 0 && deps.logger.info({ rekeyed: n }, 'casework: case numbers rekeyed'))
      .catch((err: unknown) => deps.logger.warn({ err }, 'casework: case numbers not rekeyed (the next start tries again)'));
    // Attached documents are read in the documents module's fair queue, by this reader.
    deps.reading.registerReader('case-document', (job, extractor) => readQueuedCaseDocument(deps, job, extractor));
    return {
      routes: [caseworkRouter(deps)],
      reactions: [...worker.reactions, queueCaseDocuments(deps)],
      api: undefined,
      stop: async () => {
        rekeying.abort();
        await Promise.all([worker.stop(), rekeyed]);
      },
    };
  },
});
export { countedPeople } from './understanding/model/outcome.js';
