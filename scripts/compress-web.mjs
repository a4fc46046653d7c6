// After `vite build`: a .br and a .gz beside every text asset of dist/web, which koa-static
// (infra/http/app.ts, through koa-send) serves to browsers that accept them. The server does not
// compress on the fly: doing it once at build time costs no CPU per request and gets the best
// ratio (brotli 11, gzip 9). Without it every script went out uncompressed (docs/benchmarks.md).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist/web');
const TEXT = /\.(js|mjs|css|html|svg|json|txt)$/;
let files = 0;
let before = 0;
let after = 0;
for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  const body = await readFile(file);
  if (body.length < 1024) continue;
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  files += 1;
  before += body.length;
  after += br.length;
}
console.log(`compress-web: ${files} files, ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB with brotli`);
