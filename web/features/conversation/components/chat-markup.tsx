import { Fragment } from 'react';
import { parseChatMarkup, type Inline } from '../lib/chat-markup';

function InlineText({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, i) => (part.strong ? <strong key={i}>{part.text}</strong> : <Fragment key={i}>{part.text}</Fragment>))}
    </>
  );
}

/**
 * An assistant message rendered from its light markup (lib/chat-markup.ts). Text only ever
 * becomes React text nodes: HTML in a reply shows as the characters it is.
 */
export function ChatMarkup({ text }: { text: string }) {
  const blocks = parseChatMarkup(text);
  return (
    <div className="cb-markup">
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'heading':
            // h3: the page is h1 'Chat', the conversation h2.
            return (
              <h3 key={i} className="cb-markup-heading">
                <InlineText parts={block.content} />
              </h3>
            );
          case 'bullets':
            return (
              <ul key={i} className="cb-markup-list">
                {block.items.map((item, j) => (
                  <li key={j}>
                    <InlineText parts={item} />
                  </li>
                ))}
              </ul>
            );
          case 'numbered':
            return (
              <ol key={i} className="cb-markup-list" start={block.start === 1 ? undefined : block.start}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <InlineText parts={item} />
                  </li>
                ))}
              </ol>
            );
          case 'paragraph':
            return (
              <p key={i} className="cb-markup-paragraph">
                {block.lines.map((line, j) => (
                  <Fragment key={j}>
                    {j > 0 && <br />}
                    <InlineText parts={line} />
                  </Fragment>
                ))}
              </p>
            );
          case 'space':
            return <div key={i} className="cb-markup-space" aria-hidden="true" />;
        }
      })}
    </div>
  );
}
