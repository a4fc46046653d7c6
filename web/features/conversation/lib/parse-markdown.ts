// Markdown to a syntax tree (mdast) with the parser under remark and react-markdown
// (mdast-util-from-markdown on micromark), plus the GitHub extensions a model's answer uses:
// tables, ~~strikethrough~~, bare URLs as links and task lists. Footnotes stay off: their ids
// would repeat across the messages of one page.
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';

export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, {
    extensions: [gfmTable(), gfmStrikethrough({ singleTilde: false }), gfmAutolinkLiteral(), gfmTaskListItem()],
    mdastExtensions: [
      gfmTableFromMarkdown(),
      gfmStrikethroughFromMarkdown(),
      gfmAutolinkLiteralFromMarkdown(),
      gfmTaskListItemFromMarkdown(),
    ],
  });
}
