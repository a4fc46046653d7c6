// The directory module (issue 14): the private-investigator directory (admin listing, CSV import,
// account links), reviews, inquiries and their answers, consultations (stream `inquiry-{id}`), and
// the investigator network. The view (projections/directory) searches and lists.
import { defineModule } from '../../infra/module.js';
import { directoryAccess } from './access.js';
import { addNetworkMember, type DirectoryDeps } from './commands.js';
import type { CommandContext } from '../../infra/eventstore/event.js';
import { networkMemberRequest, type ImportReport } from './contract.js';
import { importCsv } from './import.js';
import { eventSchemas } from './events.js';
import { directoryWriteMigration } from './migration.js';
import { directoryRouter } from './routes.js';
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
}

export const directory = defineModule<DirectoryModuleDeps, DirectoryApi>({
  name: 'directory',
  migrations: [directoryWriteMigration],
  events: eventSchemas,
  access: directoryAccess,
  create(deps) {
    return {
      routes: [directoryRouter(deps)],
      api: {
        async importCsv(csv, ctx) {
          const { lastPosition: _p, ...report } = await importCsv(deps, csv, ctx);
          return report;
        },
        async addNetworkMember(input, ctx) {
          const r = await addNetworkMember(deps, networkMemberRequest.parse(input), ctx);
          return { memberId: r.memberId };
        },
      },
    };
  },
});
