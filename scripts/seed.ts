// npm run seed: writes the clearly fictional sample directory (through the CSV import: seeding
// again changes nothing) and, when the network is empty, the sample investigator network.
import { loadConfig } from '../infra/config/index.js';
import { buildServer } from '../app/server.js';
import { listNetwork } from '../projections/directory/index.js';
import { SAMPLE_NETWORK, sampleDirectoryCsv } from './seed-directory.js';

const server = await buildServer(loadConfig(), { role: 'all' });
try {
  const report = await server.api.directory.importCsv(sampleDirectoryCsv(), {});
  if (report.rejected.length > 0) throw new Error(`sample directory rejected: ${JSON.stringify(report.rejected)}`);
  console.log(`Sample directory: ${report.total} PIs (${report.imported} new or updated, ${report.unchanged} unchanged).`);
  const existing = await listNetwork(server.deps.knex);
  if (existing.length === 0) {
    for (const m of SAMPLE_NETWORK) await server.api.directory.addNetworkMember(m, {});
    console.log(`Sample network: ${SAMPLE_NETWORK.length} members.`);
  } else {
    console.log(`Network already has ${existing.length} members: left as it is.`);
  }
} finally {
  await server.close();
}
