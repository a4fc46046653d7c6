// The part of antd's extracted CSS-in-JS a pre-rendered first screen uses (scripts/prerender.ts).
// antd writes every style of each component it renders (the grid alone: every column width at
// every breakpoint, ≈ 90 KB); the first screen needs the rules whose classes are in its markup.
// A rule is kept when one of its selectors names only classes the markup has; at-rules are
// filtered inside (@media, @supports, @layer) or kept whole (@keyframes, @font-face …). The app
// injects antd's full styles itself when it renders, so nothing is lost after the swap.

interface Block {
  /** The text before `{` (a selector list or an at-rule's prelude), or the whole statement if `body` is null. */
  head: string;
  body: string | null;
}

/** Top-level statements of a CSS text, braces inside strings and comments ignored. */
function blocks(css: string): Block[] {
  const out: Block[] = [];
  let i = 0;
  let start = 0;
  while (i < css.length) {
    const c = css[i]!;
    if (c === '"' || c === "'") {
      i = skipString(css, i);
      continue;
    }
    if (c === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2) < 0 ? css.length : css.indexOf('*/', i + 2) + 2;
      continue;
    }
    if (c === ';') {
      const head = css.slice(start, i + 1).trim();
      if (head) out.push({ head, body: null });
      start = ++i;
      continue;
    }
    if (c === '{') {
      const head = css.slice(start, i).trim();
      let depth = 1;
      let j = i + 1;
      while (j < css.length && depth > 0) {
        const d = css[j]!;
        if (d === '"' || d === "'") {
          j = skipString(css, j);
          continue;
        }
        if (d === '{') depth++;
        else if (d === '}') depth--;
        j++;
      }
      out.push({ head, body: css.slice(i + 1, j - 1) });
      start = i = j;
      continue;
    }
    i++;
  }
  return out;
}

function skipString(css: string, i: number): number {
  const quote = css[i];
  let j = i + 1;
  while (j < css.length && css[j] !== quote) j += css[j] === '\\' ? 2 : 1;
  return j + 1;
}

/** Every class name used in the markup's `class` attributes. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const c of m[1]!.split(/\s+/)) if (c) classes.add(c);
  return classes;
}

const FILTERED_AT_RULES = /^@(media|supports|layer|container)\b/;

/** The CSS with only the rules whose selectors can match an element of the markup (by class). */
export function pruneCss(css: string, classes: Set<string>): string {
  let out = '';
  for (const { head, body } of blocks(css)) {
    if (body === null) {
      out += head;
      continue;
    }
    if (head.startsWith('@')) {
      if (FILTERED_AT_RULES.test(head)) {
        const inner = pruneCss(body, classes);
        if (inner) out += `${head}{${inner}}`;
      } else out += `${head}{${body}}`;
      continue;
    }
    if (head.split(',').some((selector) => matches(selector, classes))) out += `${head}{${body}}`;
  }
  return out;
}

/** Whether every class the selector needs is in the markup (classes inside `:not(…)` are not needed). */
function matches(selector: string, classes: Set<string>): boolean {
  const needed = selector.replace(/:not\([^()]*\)/g, '');
  return [...needed.matchAll(/\.((?:[\w-]|\\.)+)/g)].every((m) => classes.has(m[1]!.replace(/\\/g, '')));
}
