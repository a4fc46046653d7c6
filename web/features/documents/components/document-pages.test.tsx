import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// pdf.js itself does not run in jsdom: a page whose drawing and text are answered by the test, so a
// page can be left while its text is still on the way.
const calls = vi.hoisted(() => ({
  rendered: 0,
  text: [] as Array<(source: { items: unknown[] }) => void>,
}));

vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '' }));
vi.mock('pdfjs-dist', () => {
  class TextLayer {
    textContentItemsStr: string[] = [];
    textDivs: HTMLElement[] = [];
    render() {
      return Promise.resolve();
    }
    cancel() {}
  }
  const page = {
    getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale, scale }),
    // As pdf.js does: cancelling a drawing rejects its promise with RenderingCancelledException.
    render: () => {
      calls.rendered += 1;
      let reject!: (e: Error) => void;
      const promise = new Promise<void>((_, no) => (reject = no));
      return {
        promise,
        cancel: () => reject(Object.assign(new Error('Rendering cancelled, page 1'), { name: 'RenderingCancelledException' })),
      };
    },
    getTextContent: () => new Promise((resolve) => calls.text.push(resolve)),
  };
  const doc = { numPages: 1, getPage: () => Promise.resolve(page) };
  return {
    GlobalWorkerOptions: {},
    TextLayer,
    getDocument: () => ({ promise: Promise.resolve(doc), destroy: () => Promise.resolve() }),
  };
});

import DocumentPages from './document-pages';

describe('a PDF page left while it is drawn', () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  const width = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;
  beforeEach(() => {
    unhandled.length = 0;
    calls.rendered = 0;
    calls.text.length = 0;
    process.on('unhandledRejection', onUnhandled);
    // jsdom lays nothing out: the page's box is 800 px wide, so the page is drawn.
    Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 800 });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    process.off('unhandledRejection', onUnhandled);
    Object.defineProperty(Element.prototype, 'clientWidth', width);
    vi.restoreAllMocks();
  });

  it('cancels its drawing without an unhandled rejection, even before its text has arrived', async () => {
    const view = render(
      <DocumentPages
        file={{ bytes: new Uint8Array([1]), type: 'application/pdf' }}
        kind="pdf"
        fileName="agreement.pdf"
        page={1}
        onPage={() => {}}
        text=""
        pages={[]}
      />,
    );
    // pdf.js is loaded lazily: on a loaded machine the first drawing can start after waitFor's 1 s default.
    await vi.waitFor(() => expect(calls.rendered).toBeGreaterThan(0), { timeout: 15_000 });
    view.unmount();
    // The text arrives later (or never, the document being destroyed); meanwhile the cancelled
    // drawing's rejection has had its turn to be reported unhandled.
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
      for (const resolve of calls.text) resolve({ items: [] });
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(unhandled).toEqual([]);
  });
});
