import type { MouseEvent } from 'react';

/**
 * A plain left click on a link the app handles itself; a modified one (new tab, new window,
 * download) is left to the browser, which opens the link's address.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
