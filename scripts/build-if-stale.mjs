// npm start: builds the app only when its sources changed since the last build (a content hash of
// every input of `npm run build`, kept in dist/.build-hash), then starts it. A current build starts
// in seconds; a changed one rebuilds first, as `npm run build` would.
import { createHash } from 'node:crypto';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INPUTS = [
  'app',
  'infra',
  'modules',
  'projections',
  'web',
  'scripts',
  'main.ts',
  'package-lock.json',
  'package.json',
  'vite.config.ts',
  'tsconfig.json',
];
const SKIP = new Set(['node_modules', 'dist', 'test-results', '.git']);

function* files(p) {
  const st = statSync(p);
  if (st.isDirectory()) {
    for (const name of readdirSync(p).sort()) if (!SKIP.has(name)) yield* files(path.join(p, name));
  } else if (!/\.(test|spec|stories)\.[tj]sx?$/.test(p)) {
    yield p;
  }
}

export function sourceHash() {
  const h = createHash('sha256');
  for (const input of INPUTS) {
    const p = path.join(root, input);
    if (!existsSync(p)) continue;
    for (const f of files(p)) {
      h.update(path.relative(root, f));
      h.update('\0');
      h.update(readFileSync(f));
      h.update('\0');
    }
  }
  return h.digest('hex');
}

const stamp = path.join(root, 'dist', '.build-hash');
const hash = sourceHash();
const current =
  existsSync(stamp) &&
  readFileSync(stamp, 'utf8').trim() === hash &&
  existsSync(path.join(root, 'dist', 'main.js')) &&
  existsSync(path.join(root, 'dist', 'web', 'index.html'));
if (current) {
  console.log('The build is current: starting it.');
} else {
  console.log('Sources changed since the last build (or there is none): building first.');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, `${hash}\n`);
}
if (!process.argv.includes('--build-only')) {
  const child = spawn(process.execPath, [path.join(root, 'dist', 'main.js'), '--role', 'all'], { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
