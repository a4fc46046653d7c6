import { lazy, Suspense } from 'react';

// The Markdown renderer is a chunk of its own: the chat's first screen (no assistant message yet)
// does not load it.
const AssistantMarkdown = lazy(() => import('./assistant-markdown'));

/** Starts loading the renderer before the first assistant message needs it. */
export function preloadChatMarkup(): void {
  void import('./assistant-markdown');
}

/** An assistant message, rendered from its Markdown; plain text for the moment the renderer loads. */
export function ChatMarkup({ text }: { text: string }) {
  return (
    <Suspense fallback={<div className="cb-markup cb-markup--plain">{text}</div>}>
      <AssistantMarkdown text={text} />
    </Suspense>
  );
}
