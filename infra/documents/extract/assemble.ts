// Joins page texts into one text and records where each page lies in it, cutting at the
// character limit so one huge document cannot fill memory downstream.
import type { PageSpan } from '../types.js';

export const PAGE_SEPARATOR = '\n\n';

export interface Assembled {
  text: string;
  pages: PageSpan[];
  truncated: boolean;
}

/** Normalises line ends and trims each page; empty pages keep their (empty) place. */
export function assemblePages(pageTexts: string[], maxChars: number): Assembled {
  let text = '';
  const pages: PageSpan[] = [];
  let truncated = false;
  for (let i = 0; i < pageTexts.length; i++) {
    let body = (pageTexts[i] ?? '')
      .replace(/\r\n?/g, '\n')
      .replace(/[ \t]+\n/g, '\n')
      .trim();
    if (text.length > 0) text += PAGE_SEPARATOR;
    const room = maxChars - text.length;
    if (room <= 0) {
      truncated = true;
      break;
    }
    if (body.length > room) {
      body = body.slice(0, room);
      truncated = true;
    }
    const start = text.length;
    text += body;
    pages.push({ page: i + 1, start, end: text.length });
    if (truncated) break;
  }
  return { text, pages, truncated };
}
