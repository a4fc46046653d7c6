// npm run users:create -- --role investigator|auditor|admin --username NAME --email EMAIL --password PASS
import { parseArgs } from 'node:util';
import { loadConfig } from '../infra/config/index.js';
import { buildServer } from '../app/server.js';
import { createStaffRequest } from '../modules/identity/index.js';

const { values } = parseArgs({
  options: { role: { type: 'string' }, username: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
});
const parsed = createStaffRequest.safeParse(values);
if (!parsed.success) {
  console.error(parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n'));
  console.error('Usage: npm run users:create -- --role investigator|auditor|admin --username NAME --email EMAIL --password PASS');
  process.exit(2);
}
const config = loadConfig();
const server = await buildServer(config, { role: 'projector' });
try {
  const { userId } = await server.api.identity.register(parsed.data, {});
  console.log(`Created ${parsed.data.role} ${parsed.data.username} (id ${userId})`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await server.close();
}
