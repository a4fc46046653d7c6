// The shape every module (modules/<m>/index.ts) and every view (projections/<v>/index.ts) exports:
// one descriptor that the composition root (app/) assembles. The static half (migrations, event
// schemas, projectors) is known without building anything, so `npm run migrate` and a rebuild can
// use it; `create` builds the runtime half from dependencies the root passes in explicitly.
import type { ZodType } from 'zod';
import type { Migration } from './db/migrations.js';
import type { AppRouter } from './http/app.js';
import type { AccessTable } from './http/access.js';
import type { Projector, Reaction } from './projections/types.js';

export interface ModuleParts<Api = undefined> {
  routes?: AppRouter[];
  reactions?: Reaction[];
  /** What other modules may call (handed to them by the root, never imported). */
  api: Api;
  /** Called once at shutdown, before the database closes. */
  stop?(): Promise<void>;
}

export interface ModuleDescriptor<Deps = never, Api = undefined> {
  name: string;
  migrations: readonly Migration[];
  /** The zod schema of each event type the module appends: anything else is refused at append. */
  events?: Readonly<Record<string, ZodType>>;
  /** Views (read models) built from the event store. */
  projectors?: readonly Projector[];
  /** Who may call each of its routes (the authorization matrix). Every route needs a row. */
  access?: AccessTable;
  create(deps: Deps): ModuleParts<Api>;
}

export function defineModule<Deps, Api = undefined>(d: ModuleDescriptor<Deps, Api>): ModuleDescriptor<Deps, Api> {
  return d;
}
