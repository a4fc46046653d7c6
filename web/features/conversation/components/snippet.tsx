import { snippetParts } from '../lib/snippet';

/** A search snippet as text, its match in <mark> (never the server's text as HTML). */
export function Snippet({ text }: { text: string }) {
  return (
    <span className="cb-conv-snippet" data-testid="conversation-snippet">
      {snippetParts(text).map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
    </span>
  );
}
