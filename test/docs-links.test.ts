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
  });
});
