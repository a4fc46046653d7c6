// npm run users:create -- --role investigator|auditor|admin --username NAME --email EMAIL --password PASS
import { parseArgs } from 'node:util';
import { loadConfig } from '../infra/config/index.js';
import { buildServer } from '../infra/server.js';
import { createStaffRequest } from '../modules/identity/contract.js';
import { assertAdminUsername, registerUser } from '../modules/identity/commands.js';

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
  assertAdminUsername(config, parsed.data.role, parsed.data.username);
  const result = await registerUser(server.deps, parsed.data, {});
  await server.deps.runner.waitFor(result.append!.position, ['UserRegistered'], 5_000);
  console.log(`Created ${parsed.data.role} ${parsed.data.username} (id ${result.userId})`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await server.close();
}
