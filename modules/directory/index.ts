// The directory module (issue 14): the private-investigator directory (admin listing, CSV import,
// account links), reviews, inquiries and their answers, consultations (stream `inquiry-{id}`), the
// investigator network, and escalations routed to linked listings (`escalation-routing-{id}`).
// The view (projections/directory) searches and lists.
import { defineModule } from '../../infra/module.js';
import { directoryAccess } from './access.js';
import { addNetworkMember, type DirectoryDeps } from './commands.js';
import type { CommandContext } from '../../infra/eventstore/event.js';
import { networkMemberRequest, type ImportReport } from './contract.js';
import { importCsv } from './import.js';
import { eventSchemas } from './events.js';
import { directoryWriteMigration, reviewOpeningsMigration } from './migration.js';
import { directoryRouter } from './routes.js';
import { directoryEmails } from './emails.js';
import { advanceDue, routeEscalations, routingTimersMigration } from './routing.js';
import { routingRouter } from './routing-routes.js';
import { forgetErasedClients, inquiryDaysMigration } from './inquiry-limit.js';
import './upcasters.js';

export * from './contract.js';
export {
  eventSchemas as directoryEventSchemas,
  investigatorStream,
  inquiryStream,
  networkMemberStream,
  type DirectoryEvent,
} from './events.js';
export { resolveLocation, milesBetween, EARTH_RADIUS_MILES, type ResolvedLocation } from './location.js';
export { investigatorIdOf, listInvestigator, type DirectoryDeps } from './commands.js';
export { importCsv, validateCsv, IMPORT_COLUMNS } from './import.js';

export type DirectoryModuleDeps = DirectoryDeps;

export interface DirectoryApi {
  /** The CSV import (`npm run directory:import`, `npm run seed`): all rows or none. */
  importCsv(csv: string, ctx: CommandContext): Promise<ImportReport>;
  /** Adds a network member (`npm run seed`). */
  addNetworkMember(input: unknown, ctx: CommandContext): Promise<{ memberId: string }>;
  /** Moves every escalation routing whose step fell due by `now` (the offer loop's pass; tests call it with a later time). */
  advanceRouting(now?: Date): Promise<number>;
  /** Starts the worker's offer loop (every ESCALATION_OFFER_POLL_MS); stopped by the module's stop(). */
  startOfferLoop(): void;
}

export const directory = defineModule<DirectoryModuleDeps, DirectoryApi>({
  name: 'directory',
  migrations: [directoryWriteMigration, reviewOpeningsMigration, routingTimersMigration, inquiryDaysMigration],
  events: eventSchemas,
  access: directoryAccess,
  create(deps) {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const pass = () => {
      running = advanceDue(deps).catch((err) => deps.logger.error({ err }, 'directory: routing pass failed'));
      return running;
    };
    return {
      routes: [directoryRouter(deps), routingRouter(deps)],
      reactions: [directoryEmails(deps), routeEscalations(deps), forgetErasedClients(deps)],
      async stop() {
        if (timer) clearInterval(timer);
        timer = undefined;
        await running;
      },
      api: {
        async importCsv(csv, ctx) {
          const { lastPosition: _p, ...report } = await importCsv(deps, csv, ctx);
          return report;
        },
        async addNetworkMember(input, ctx) {
          const r = await addNetworkMember(deps, networkMemberRequest.parse(input), ctx);
          return { memberId: r.memberId };
        },
        advanceRouting: (now) => advanceDue(deps, now),
        startOfferLoop() {
          if (timer) return;
          void pass();
          timer = setInterval(() => void pass(), deps.config.ESCALATION_OFFER_POLL_MS);
          timer.unref();
        },
      },
    };
  },
});
