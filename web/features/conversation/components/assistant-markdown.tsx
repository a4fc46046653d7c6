// An assistant message as Markdown, safe for whatever a model writes. The text is parsed by
// micromark (lib/parse-markdown.ts) after SPEC.md §2's light markup is mapped onto Markdown
// (lib/light-markup.ts); the tree becomes React elements here, never an HTML string, so:
//   - raw HTML in a reply shows as the characters it is;
//   - links keep only http, https and mailto, and open in a new tab without access to this one;
//     the one path of this app an answer may link to — the document viewer, where a citation of the
//     user's own document opens ("/document-intelligence?open=…") — opens here; other paths are dropped;
//   - images become links (nothing loads from a third party);
//   - headings start at h3 (the page's h1 is 'Chat', the conversation an h2);
//   - a line break inside a paragraph stays a line break, as the model wrote it.
// react-markdown would put the same parser behind a hast/JSX layer that costs ~17 kB gzipped more,
// which took the chat page over its JavaScript budget. Loaded lazily by chat-markup.tsx.
import { Fragment, type ReactNode } from 'react';
import type { Definition, List, Nodes, Parents, PhrasingContent, Table } from 'mdast';
import { lightMarkupToMarkdown } from '../lib/light-markup';
import { parseMarkdown } from '../lib/parse-markdown';

const SAFE_PROTOCOL = /^(https?|mailto):/i;

/** Absolute http(s) and mailto URLs pass; anything else (javascript:, data:, relative) is dropped. */
export function safeUrl(url: string | null | undefined): string | undefined {
  const trimmed = url?.trim() ?? '';
  return SAFE_PROTOCOL.test(trimmed) ? trimmed : undefined;
}

/** The document viewer with a citation's place ("/document-intelligence?open=…&page=…"), or undefined. */
export function appPath(url: string | null | undefined): string | undefined {
  const trimmed = url?.trim() ?? '';
  return /^\/document-intelligence(\?[\w=&%.-]*)?$/.test(trimmed) ? trimmed : undefined;
}

function SafeLink({ url, title, children }: { url: string | null | undefined; title?: string | null | undefined; children: ReactNode }) {
  const inApp = appPath(url);
  if (inApp)
    return (
      <a href={inApp} title={title ?? undefined}>
        {children}
      </a>
    );
  const href = safeUrl(url);
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} title={title ?? undefined} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

interface Context {
  definitions: Map<string, Definition>;
  /** Inside a tight list: an item's paragraphs are its text, without paragraph spacing. */
  tight: boolean;
}

/** Text with its line breaks kept (what remark-breaks does for GitHub comments). */
function textWithBreaks(value: string): ReactNode {
  const lines = value.split(/\r?\n/);
  if (lines.length === 1) return value;
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

function children(node: Parents, context: Context): ReactNode {
  return node.children.map((child, i) => <Fragment key={i}>{renderNode(child, context)}</Fragment>);
}

function renderList(node: List, context: Context): ReactNode {
  const inner = { ...context, tight: !node.spread && node.children.every((item) => !item.spread) };
  const items = node.children.map((item, i) => (
    <li key={i} className={item.checked == null ? undefined : 'cb-markup-task'}>
      {item.checked != null && <input type="checkbox" checked={item.checked} disabled aria-label={item.checked ? 'Done' : 'Not done'} />}
      {children(item, inner)}
    </li>
  ));
  if (!node.ordered) return <ul>{items}</ul>;
  return <ol start={node.start != null && node.start !== 1 ? node.start : undefined}>{items}</ol>;
}

function renderTable(node: Table, context: Context): ReactNode {
  const [head, ...body] = node.children;
  const align = (i: number) => node.align?.[i] ?? undefined;
  const cells = (row: Table['children'][number], Cell: 'th' | 'td') =>
    row.children.map((cell, i) => (
      <Cell key={i} style={align(i) ? { textAlign: align(i)! } : undefined}>
        {children(cell, context)}
      </Cell>
    ));
  // Wide tables scroll inside the bubble; a keyboard can reach the scroll.
  return (
    <div className="cb-markup-scroll" tabIndex={0} role="region" aria-label="Table">
      <table>
        {head && (
          <thead>
            <tr>{cells(head, 'th')}</tr>
          </thead>
        )}
        {body.length > 0 && (
          <tbody>
            {body.map((row, i) => (
              <tr key={i}>{cells(row, 'td')}</tr>
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}

function renderNode(node: Nodes, context: Context): ReactNode {
  switch (node.type) {
    case 'root':
      return children(node, context);
    case 'paragraph':
      return context.tight ? children(node, context) : <p>{children(node, context)}</p>;
    case 'heading':
      return node.depth <= 3 ? <h3>{children(node, context)}</h3> : <h4>{children(node, context)}</h4>;
    case 'thematicBreak':
      return <hr />;
    case 'blockquote':
      return <blockquote>{children(node, { ...context, tight: false })}</blockquote>;
    case 'list':
      return renderList(node, context);
    case 'listItem':
      return <li>{children(node, context)}</li>;
    case 'code':
      return (
        <pre tabIndex={0}>
          <code>{node.value}</code>
        </pre>
      );
    case 'table':
      return renderTable(node, context);
    case 'tableRow':
    case 'tableCell':
      return children(node, context);
    // Raw HTML is shown, never interpreted.
    case 'html':
      return textWithBreaks(node.value);
    case 'text':
      return textWithBreaks(node.value);
    case 'emphasis':
      return <em>{children(node, context)}</em>;
    case 'strong':
      return <strong>{children(node, context)}</strong>;
    case 'delete':
      return <del>{children(node, context)}</del>;
    case 'inlineCode':
      return <code>{node.value}</code>;
    case 'break':
      return <br />;
    case 'link':
      return (
        <SafeLink url={node.url} title={node.title}>
          {children(node, context)}
        </SafeLink>
      );
    case 'image':
      return <SafeLink url={node.url}>{node.alt || 'Image'}</SafeLink>;
    case 'linkReference': {
      const definition = context.definitions.get(node.identifier);
      return (
        <SafeLink url={definition?.url} title={definition?.title}>
          {children(node, context)}
        </SafeLink>
      );
    }
    case 'imageReference':
      return <SafeLink url={context.definitions.get(node.identifier)?.url}>{node.alt || 'Image'}</SafeLink>;
    case 'definition':
      return null;
    default:
      // Anything else the parser may grow (footnotes, front matter) shows as its text.
      return 'children' in node ? children(node, context) : 'value' in node ? textWithBreaks(String(node.value)) : null;
  }
}

function collectDefinitions(node: Nodes, into: Map<string, Definition>): Map<string, Definition> {
  if (node.type === 'definition' && !into.has(node.identifier)) into.set(node.identifier, node);
  if ('children' in node) for (const child of node.children as Array<Nodes | PhrasingContent>) collectDefinitions(child, into);
  return into;
}

export default function AssistantMarkdown({ text }: { text: string }) {
  const tree = parseMarkdown(lightMarkupToMarkdown(text));
  return <div className="cb-markup">{renderNode(tree, { definitions: collectDefinitions(tree, new Map()), tight: false })}</div>;
}
