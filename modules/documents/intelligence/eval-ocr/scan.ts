// Scans made on purpose (issue 28): page N of a PDF rendered with pdf.js at a chosen resolution, then
// put through what a scanner or a phone does to a page — a skewed sheet, sensor noise and dark
// specks, a little blur, JPEG compression, and optionally a page turned by 90°, 180° or 270°. Every
// random choice comes from a seed, so each run makes the same scans.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);

export interface ScanSpec {
  dpi: number;
  /** Degrees the sheet is turned on the glass, counter-clockwise positive. */
  skewDeg: number;
  /** Standard deviation of the Gaussian noise added to every pixel (0–255 scale). */
  noise: number;
  /** Share of pixels that become a dark speck. */
  specks: number;
  /** Blur radius in pixels (0: none). */
  blur: number;
  jpegQuality: number;
  /** The page put in upside down or sideways. */
  turn: 0 | 90 | 180 | 270;
}

/** A small seeded generator (mulberry32): the same seed makes the same scan. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * The degradations for one document at one resolution: skew uniform in ±5°, noise σ 8–16, specks
 * 0.05–0.3 % of pixels, JPEG quality 55–85, a slight blur on half of them.
 */
export function specFor(id: string, dpi: number, turn: ScanSpec['turn'] = 0): ScanSpec {
  const rnd = seededRandom(hash(`${id}@${dpi}/${turn}`));
  return {
    dpi,
    skewDeg: Math.round((rnd() * 10 - 5) * 10) / 10,
    noise: Math.round(8 + rnd() * 8),
    specks: Math.round((0.0005 + rnd() * 0.0025) * 10000) / 10000,
    blur: rnd() < 0.5 ? 0 : 0.6,
    jpegQuality: Math.round(55 + rnd() * 30),
    turn,
  };
}

export async function openPdf(bytes: Uint8Array) {
  return pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
}

/** Page `pageNo` of the PDF as pixels at `dpi`, black on white. */
export async function renderPage(pdf: Awaited<ReturnType<typeof openPdf>>, pageNo: number, dpi: number): Promise<Canvas> {
  const page = await pdf.getPage(pageNo);
  const viewport = page.getViewport({ scale: dpi / 72 });
  const canvas = createCanvas(Math.floor(viewport.width), Math.floor(viewport.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: ctx as unknown as CanvasRenderingContext2D, viewport })
    .promise;
  page.cleanup();
  return canvas;
}

/** What the scanner gives back for a rendered page: a JPEG. */
export async function degrade(page: Canvas, spec: ScanSpec, seed: number): Promise<Uint8Array> {
  const rnd = seededRandom(seed);
  const sideways = spec.turn === 90 || spec.turn === 270;
  const width = sideways ? page.height : page.width;
  const height = sideways ? page.width : page.height;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  // The scanner's lid: a little darker than the paper, seen where the skewed sheet leaves a corner.
  ctx.fillStyle = '#e6e6e6';
  ctx.fillRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  ctx.rotate(((spec.turn - spec.skewDeg) * Math.PI) / 180);
  if (spec.blur > 0) ctx.filter = `blur(${spec.blur}px)`;
  ctx.drawImage(page, -page.width / 2, -page.height / 2);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.filter = 'none';

  const img = ctx.getImageData(0, 0, width, height);
  const d = img.data;
  for (let i = 0; i < d.length; i += 4) {
    // Box–Muller: one Gaussian sample per pixel, the same on the three channels (a grey scan).
    const g = Math.sqrt(-2 * Math.log(rnd() || 1e-12)) * Math.cos(2 * Math.PI * rnd()) * spec.noise;
    let v = 0.299 * d[i]! + 0.587 * d[i + 1]! + 0.114 * d[i + 2]! + g;
    if (rnd() < spec.specks) v = 40 + rnd() * 60;
    v = v < 0 ? 0 : v > 255 ? 255 : v;
    d[i] = d[i + 1] = d[i + 2] = v;
  }
  ctx.putImageData(img, 0, 0);
  return canvas.encode('jpeg', spec.jpegQuality);
}
