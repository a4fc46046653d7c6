// The README and docs/ stand on their own for someone who has only the repository: every relative
// link in README.md and docs/**/*.md resolves to a file or folder inside the repository, and no
// document cites a machine's scratch directories (/tmp/…, /work/…) as evidence.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

const markdownFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return markdownFiles(file);
    return name.endsWith('.md') ? [file] : [];
  });

const DOCS = [path.join(ROOT, 'README.md'), ...markdownFiles(path.join(ROOT, 'docs'))];

/** Code spans and fenced blocks hold commands and paths as text, not links: leave them out. */
const withoutCode = (text: string) => text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

/** Targets of inline links and images `[text](target)` and of reference definitions `[id]: target`. */
export function linkTargets(markdown: string): string[] {
  const text = withoutCode(markdown);
  const inline = [...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const defined = [...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((m) => m[1]!);
  return [...inline, ...defined];
}

/** Why a link from `file` to `target` does not stand on its own, or undefined when it does. */
export function brokenLink(file: string, target: string, root = ROOT): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) return undefined; // a URL or an anchor
  const bare = decodeURIComponent(target.replace(/[#?].*$/, ''));
  if (bare === '') return undefined;
  if (path.isAbsolute(bare)) return 'an absolute path';
  const resolved = path.resolve(path.dirname(file), bare);
  const inside = path.relative(root, resolved);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return 'outside the repository';
  if (!existsSync(resolved)) return 'no such file in the repository';
  return undefined;
}

const SOURCE_ROOTS = 'app|infra|modules|projections|web|scripts|bench|test|e2e|pact|deploy|docs';

/** Repository paths written in code spans (`infra/http/app.ts`), without placeholders (`<name>`, `{id}`, `*`). */
export function sourcePaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
  const pattern = new RegExp(`^(?:${SOURCE_ROOTS})/[A-Za-z0-9_./-]*$`);
  return [...new Set(spans.filter((s) => pattern.test(s)).map((s) => s.replace(/[.,:;]+$/, '')))];
}

/** A path exists as written, or as a module specifier (`modules/casework/prediction-model` → `.ts`). */
export function pathExists(relative: string, root = ROOT): boolean {
  const full = path.join(root, relative);
  return ['', '.ts', '.tsx', '.js', '.mjs'].some((ext) => existsSync(full + ext));
}

describe('docs stand on their own', () => {
  it('finds the README and the docs', () => {
    expect(DOCS.map((f) => path.relative(ROOT, f))).toEqual(
      expect.arrayContaining(['README.md', 'docs/README.md', 'docs/architecture.md', 'docs/decisions/README.md']),
    );
  });

  it('every relative link in README.md and docs/ resolves inside the repository', () => {
    const broken = DOCS.flatMap((file) =>
      linkTargets(readFileSync(file, 'utf8')).flatMap((target) => {
        const why = brokenLink(file, target);
        return why ? [`${path.relative(ROOT, file)}: ${target} (${why})`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('every source path a document names in code spans exists in the repository', () => {
    const missing = DOCS.flatMap((file) =>
      sourcePaths(readFileSync(file, 'utf8'))
        .filter((p) => !pathExists(p))
        .map((p) => `${path.relative(ROOT, file)}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it('no document cites a scratch directory of some machine', () => {
    const cited = DOCS.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/(^|[\s`'"(])\/(tmp|work)\//.test(line) ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(cited).toEqual([]);
  });

  it('the checks themselves tell a broken link from a good one', () => {
    const readme = path.join(ROOT, 'README.md');
    expect(linkTargets('see [a](docs/api.md#errors), ![b](x.png "t"), `[c](not-a-link.md)`\n[d]: ../shared/SPEC.md')).toEqual([
      'docs/api.md#errors',
      'x.png',
      '../shared/SPEC.md',
    ]);
    expect(brokenLink(readme, 'docs/api.md#errors')).toBeUndefined();
    expect(brokenLink(readme, 'https://example.com/x')).toBeUndefined();
    expect(brokenLink(readme, '#running')).toBeUndefined();
    expect(brokenLink(readme, '../shared/SPEC.md')).toBe('outside the repository');
    expect(brokenLink(readme, '/work/shared/SPEC.md')).toBe('an absolute path');
    expect(brokenLink(readme, 'docs/no-such-file.md')).toBe('no such file in the repository');
    expect(sourcePaths('`infra/http/app.ts`, `web/lib/`, `dist/web/x.js`, `modules/<m>/events.ts`, `npm test`')).toEqual([
      'infra/http/app.ts',
      'web/lib/',
    ]);
    expect(pathExists('infra/http/app.ts')).toBe(true);
    expect(pathExists('modules/casework/prediction-model')).toBe(true);
    expect(pathExists('infra/no-such-file.ts')).toBe(false);
  });
});
