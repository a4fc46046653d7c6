// The layers of ARCHITECTURE.md, enforced: every import of the server and web code is checked
// against .dependency-cruiser.cjs, and a fixture that breaks each rule proves the rules bite.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = require(path.join(root, '.dependency-cruiser.cjs')) as { forbidden: unknown[]; options: Record<string, unknown> };

async function violations(paths: string[], baseDir: string): Promise<string[]> {
  const ts = require('typescript') as typeof import('typescript');
  const tsConfig = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config;
  const cwd = process.cwd();
  process.chdir(baseDir);
  try {
    const result = await cruise(
      paths,
      {
        ...config.options,
        tsConfig: { fileName: path.join(root, 'tsconfig.json') },
        validate: true,
        ruleSet: { forbidden: config.forbidden },
      } as never,
      undefined,
      { tsConfig },
    );
    const output = result.output as ICruiseResult;
    return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
  } finally {
    process.chdir(cwd);
  }
}

describe('layers', () => {
  it('no import in infra, modules, projections, app or web breaks a rule of .dependency-cruiser.cjs', async () => {
    expect(await violations(['infra', 'modules', 'projections', 'app', 'web', 'main.ts'], root)).toEqual([]);
  }, 60_000);

  it('the rules catch a module reaching into infra, another module or a view', async () => {
    const found = await violations(['infra', 'modules', 'projections', 'app'], path.join(root, 'test/fixtures/layers'));
    expect(found).toEqual(
      expect.arrayContaining([
        'infra-imports-no-module-view-or-app: infra/db/index.ts → modules/a/index.ts',
        'module-imports-other-modules-only-through-index: modules/b/index.ts → modules/a/commands.ts',
        'module-imports-no-view-or-app: modules/b/index.ts → projections/v/index.ts',
      ]),
    );
    // Importing another module's index.ts is the allowed way.
    expect(found.some((v) => v.endsWith('modules/b/index.ts → modules/a/index.ts'))).toBe(false);
  }, 60_000);

  it('the rules catch a contract taking its vocabulary from AI code, and the browser reaching server or AI code', async () => {
    const found = await violations(['web', 'modules', 'infra'], path.join(root, 'test/fixtures/ai-layers'));
    expect(found.sort()).toEqual([
      'contract-imports-no-ai: modules/a/contract.ts → infra/ai/client.ts',
      'contract-imports-no-ai: modules/a/contract.ts → modules/a/assistant/knowledge.ts',
      'web-never-loads-ai-code: web/direct.ts → infra/ai/client.ts',
      'web-never-loads-ai-code: web/page.ts → infra/ai/client.ts',
      'web-never-loads-ai-code: web/page.ts → modules/a/assistant/knowledge.ts',
      'web-shares-only-contracts: web/direct.ts → infra/ai/client.ts',
    ]);
  }, 60_000);

  it('the rules catch a web feature importing another feature, and web/lib importing a feature', async () => {
    const found = await violations(['web'], path.join(root, 'test/fixtures/layers'));
    expect(found.sort()).toEqual([
      'web-feature-imports-no-other-feature: web/features/b/components/page.ts → web/features/a/api/get-thing.ts',
      'web-shared-code-imports-no-feature-or-app: web/lib/uses-feature.ts → web/features/a/api/get-thing.ts',
    ]);
  }, 60_000);
});

describe('dependencies', () => {
  /** Every package a source file imports (by its bare name), with the files that import it. */
  function importedPackages(): Map<string, string[]> {
    const ts = require('typescript') as typeof import('typescript');
    const dirs = ['app', 'infra', 'modules', 'projections', 'web', 'scripts', 'bench', 'pact', 'e2e', 'test', '.storybook'];
    const files = ['main.ts', 'knexfile.ts', 'vite.config.ts', 'vitest.config.ts', 'eslint.config.js'];
    for (const dir of dirs) {
      for (const f of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
        if (/\.(ts|tsx|js|mjs|cjs)$/.test(f) && !f.split(path.sep).includes('node_modules')) files.push(path.join(dir, f));
      }
    }
    const found = new Map<string, string[]>();
    for (const file of files) {
      const imports = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true).importedFiles;
      for (const { fileName: spec } of imports) {
        if (/^(\.|\/|node:|virtual:)/.test(spec)) continue;
        const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
        if (builtinModules.includes(name)) continue;
        found.set(name, [...(found.get(name) ?? []), file]);
      }
    }
    return found;
  }

  it('every package imported by the code is declared in package.json (a type-only package by its @types)', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
    const typesOf = (name: string) => `@types/${name.replace(/^@/, '').replace('/', '__')}`;
    const imported = importedPackages();
    expect(imported.has('antd') && imported.has('koa')).toBe(true);
    const undeclared = [...imported].filter(([name]) => !declared.has(name) && !declared.has(typesOf(name)));
    expect(undeclared.map(([name, files]) => `${name} (${files.slice(0, 3).join(', ')})`)).toEqual([]);
  });

  it('no package is declared twice (dependencies and devDependencies)', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const dev = new Set(Object.keys(pkg.devDependencies ?? {}));
    expect(Object.keys(pkg.dependencies ?? {}).filter((name) => dev.has(name))).toEqual([]);
  });
});
