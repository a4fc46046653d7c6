// The inline viewer's page: a PDF's pages drawn by pdf.js (canvas and text layer), or the uploaded
// picture. A chunk of its own with pdf.js (≈ 130 KiB gzipped, and a worker), fetched when a
// document is opened, never with the page (docs/decisions/0044-documents-screen.md).
//
// A passage to show (an assistant's citation, a Key Info item) is highlighted in the PDF page's text
// layer when the layer holds it; otherwise `onHighlight(false)` tells the opened document to mark it
// in the extracted text beside the page (a scan read by OCR, a picture).
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Button } from 'antd';
import { LeftOutlined, RightOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { getDocument, GlobalWorkerOptions, TextLayer, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { DocumentKind, PageSpan } from '../../../../modules/documents/contract';
import { Alert } from '../../../components/ui/alert';
import { LoadingBlock } from '../../../components/query-state';
import type { DocumentFile } from '../api/get-document-file';
import { placeInItems } from '../lib/text-layer-place';
import type { TextPlace } from './full-text';
import './document-pages.css';

// The worker is a file of the build ('self' in the Content-Security-Policy allows it).
GlobalWorkerOptions.workerSrc = workerUrl;

/** Widest a page is drawn at 100 % (CSS pixels): wider screens get margins, not a bigger page. */
const MAX_PAGE_WIDTH = 900;
/** The zoom steps, as a share of the page's width at 100 % (its box's, up to MAX_PAGE_WIDTH). */
export const ZOOMS = [1, 1.5, 2, 3] as const;

export interface DocumentPagesProps {
  file: DocumentFile;
  kind: DocumentKind;
  fileName: string;
  /** The page shown (1-based) and the user's move to another. */
  page: number;
  onPage: (page: number) => void;
  /** The extracted text and its pages: where `place` lies on the page. */
  text: string;
  pages: PageSpan[];
  place?: TextPlace | undefined;
  /** Whether `place` could be highlighted on the page (called once per place). */
  onHighlight?: (found: boolean) => void;
}

export default function DocumentPages(props: DocumentPagesProps) {
  if (props.kind === 'pdf') return <PdfPages {...props} />;
  return <PictureView file={props.file} fileName={props.fileName} onHighlight={props.onHighlight} place={props.place} />;
}

function PictureView({ file, fileName, place, onHighlight }: Pick<DocumentPagesProps, 'file' | 'fileName' | 'place' | 'onHighlight'>) {
  const img = useRef<HTMLImageElement>(null);
  // The picture's bytes as an object URL on the image (img-src allows blob:), let go with the file.
  useEffect(() => {
    const made = URL.createObjectURL(new Blob([file.bytes as BlobPart], { type: file.type }));
    if (img.current) img.current.src = made;
    return () => URL.revokeObjectURL(made);
  }, [file]);
  // A picture has no text layer: the passage is marked in the text beside it.
  useEffect(() => {
    if (place) onHighlight?.(false);
  }, [place?.start, place?.end]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className="cb-viewer-picture">
      <img ref={img} alt={`${fileName}, as uploaded`} className="cb-viewer-image" />
    </div>
  );
}

function PdfPages({ file, fileName, page, onPage, text, pages, place, onHighlight }: DocumentPagesProps) {
  const [pdf, setPdf] = useState<PDFDocumentProxy>();
  const [zoom, setZoom] = useState(0);
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    // pdf.js takes ownership of (detaches) the bytes it is given: a copy, so the cached file stays whole.
    const task = getDocument({ data: file.bytes.slice(), isEvalSupported: false, verbosity: 0 });
    let live = true;
    task.promise.then(
      (doc) => live && setPdf(doc),
      (error: unknown) => live && setFailed(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
      void task.destroy();
    };
  }, [file]);
  if (failed) return <Alert type="error" showIcon title="The PDF could not be drawn" description={failed} />;
  if (!pdf) return <LoadingBlock label="Drawing the page" rows={8} />;
  const count = pdf.numPages;
  const shown = Math.min(Math.max(1, page), count);
  const span = pages.find((p) => p.page === shown);
  const onPage_ = place && span && place.page === shown ? { start: place.start - span.start, end: place.end - span.start } : undefined;
  return (
    <div className="cb-viewer-pdf">
      <div className="cb-viewer-pager">
        <Button icon={<LeftOutlined />} disabled={shown <= 1} onClick={() => onPage(shown - 1)} aria-label="Previous page" />
        <span aria-live="polite" className="cb-viewer-pager-text">
          Page {shown} of {count}
        </span>
        <Button icon={<RightOutlined />} disabled={shown >= count} onClick={() => onPage(shown + 1)} aria-label="Next page" />
        <span className="cb-viewer-zoom">
          <Button icon={<ZoomOutOutlined />} disabled={zoom === 0} onClick={() => setZoom(zoom - 1)} aria-label="Zoom out" />
          <span aria-live="polite" className="cb-viewer-zoom-text">
            {Math.round(ZOOMS[zoom]! * 100)}%
          </span>
          <Button icon={<ZoomInOutlined />} disabled={zoom === ZOOMS.length - 1} onClick={() => setZoom(zoom + 1)} aria-label="Zoom in" />
        </span>
      </div>
      <PdfPage
        key={shown}
        pdf={pdf}
        n={shown}
        label={`${fileName}, page ${shown} of ${count}`}
        zoom={ZOOMS[zoom]!}
        pageText={span ? text.slice(span.start, span.end) : ''}
        place={onPage_}
        onHighlight={place && place.page === shown ? onHighlight : undefined}
      />
    </div>
  );
}

/** The width the page may take: its box's, measured again when it changes. */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Less the box's 1 px padding each side (document-pages.css), so the page at 100 % never scrolls.
    const measure = () => setWidth(Math.floor(Math.min(el.clientWidth - 2, MAX_PAGE_WIDTH)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

function PdfPage({
  pdf,
  n,
  label,
  zoom,
  pageText,
  place,
  onHighlight,
}: {
  pdf: PDFDocumentProxy;
  n: number;
  label: string;
  zoom: number;
  pageText: string;
  place: { start: number; end: number } | undefined;
  onHighlight: ((found: boolean) => void) | undefined;
}) {
  const box = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const width = Math.round(useWidth(box) * zoom);
  const [size, setSize] = useState<{ width: number; height: number; scale: number }>();
  const [error, setError] = useState<string>();
  const told = useRef<string>(undefined);
  useEffect(() => {
    const canvas = canvasRef.current;
    const layer = layerRef.current;
    if (!width || !canvas || !layer) return;
    let cancelled = false;
    let render: { cancel: () => void; promise: Promise<void> } | undefined;
    let textLayer: TextLayer | undefined;
    void (async () => {
      const page = await pdf.getPage(n);
      if (cancelled) return;
      const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      setSize({ width: viewport.width, height: viewport.height, scale: viewport.scale });
      const context = canvas.getContext('2d')!;
      render = page.render({ canvas, canvasContext: context, viewport, ...(ratio !== 1 ? { transform: [ratio, 0, 0, ratio, 0, 0] } : {}) });
      layer.replaceChildren();
      // Both waits are joined at once: a cancel while the text is still being fetched rejects the
      // drawing's promise, and that rejection must already have a handler (else it is unhandled).
      const text = page.getTextContent().then((source) => {
        if (cancelled) return;
        textLayer = new TextLayer({ textContentSource: source, container: layer, viewport });
        return textLayer.render();
      });
      await Promise.all([text, render.promise]);
      if (cancelled || !place || !textLayer) return;
      const ranges = placeInItems(textLayer.textContentItemsStr, pageText, place.start, place.end);
      if (ranges) {
        const divs = textLayer.textDivs;
        for (const { item, from, to } of ranges) {
          const div = divs[item]!;
          const str = textLayer.textContentItemsStr[item]!;
          const mark = document.createElement('span');
          // pdf.js's own highlight classes (its viewer's find bar), with its look in document-pages.css.
          mark.className = 'highlight appended cb-page-place';
          mark.textContent = str.slice(from, to);
          div.replaceChildren(str.slice(0, from), mark, str.slice(to));
        }
        layer.querySelector('.cb-page-place')?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      }
      // Told once per place, not again when the page is drawn anew at another width.
      const key = `${place.start}:${place.end}`;
      if (told.current !== key) {
        told.current = key;
        onHighlight?.(Boolean(ranges));
      }
    })().catch((e: unknown) => {
      if (cancelled || (e instanceof Error && /Cancel/.test(e.name))) return;
      setError(e instanceof Error ? e.message : String(e));
    });
    return () => {
      cancelled = true;
      render?.cancel();
      textLayer?.cancel();
    };
  }, [pdf, n, width, pageText, place?.start, place?.end]); // eslint-disable-line react-hooks/exhaustive-deps
  const style = size
    ? ({ width: size.width, height: size.height, '--scale-factor': size.scale, '--total-scale-factor': size.scale } as CSSProperties)
    : undefined;
  return (
    // Zoomed past its box, the page scrolls inside it; the box then takes the keyboard focus to scroll.
    <div
      ref={box}
      className="cb-viewer-page-box"
      tabIndex={zoom > 1 ? 0 : undefined}
      role={zoom > 1 ? 'group' : undefined}
      aria-label={zoom > 1 ? `${label}, zoomed` : undefined}
    >
      {error && <Alert type="error" showIcon title="The page could not be drawn" description={error} />}
      <div className="cb-viewer-page" style={style} role="img" aria-label={label} data-page={n}>
        <canvas ref={canvasRef} className="cb-viewer-canvas" aria-hidden />
        <div ref={layerRef} className="textLayer" />
      </div>
    </div>
  );
}
