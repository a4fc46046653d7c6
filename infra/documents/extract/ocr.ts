// OCR with tesseract.js. The English model comes from the @tesseract.js-data/eng package and the
// WebAssembly core from tesseract.js-core, both read from node_modules: nothing is downloaded
// and nothing is cached to disk. One recogniser per extraction process, made on first use and
// kept, since loading the model costs about half a second.
//
// Before Tesseract sees a page (issue 28, docs/decisions/0045-ocr-preprocessing.md): the lines'
// direction and skew are found from projection profiles of a small binary copy, the page's
// orientation (0°, 90°, 180° or 270°) is chosen by Tesseract's confidence on a band of its text,
// and the page is turned upright, scaled to a fixed text-line height, binarised (Otsu) and cleared
// of specks. Words Tesseract reads with too low a confidence are left out of the text.
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadImage, type Image } from '@napi-rs/canvas';
import { imageSize } from 'image-size';
import { createWorker, OEM, PSM, type Block, type RecognizeOptions, type Worker } from 'tesseract.js';
import { ExtractionError } from '../types.js';
import {
  binarise,
  clearDotLeaders,
  densestBand,
  despeckle,
  drawGray,
  medianLineHeight,
  otsuThreshold,
  rows,
  columns,
  smooth,
  stretchLevels,
  textDirection,
  toPgm,
  turnHalf,
  type Gray,
} from './preprocess.js';

const require = createRequire(import.meta.url);

/** The LSTM-only integer model: the smaller and faster of the two the package ships. */
export function englishModelPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng')), '4.0.0_best_int');
}

let recogniser: Promise<Worker> | undefined;

function getRecogniser(): Promise<Worker> {
  recogniser ??= createWorker('eng', OEM.LSTM_ONLY, {
    langPath: englishModelPath(),
    cacheMethod: 'none',
    gzip: true,
  }).catch((err: unknown) => {
    recogniser = undefined;
    throw err;
  });
  return recogniser;
}

export async function closeOcr(): Promise<void> {
  const r = recogniser;
  recogniser = undefined;
  if (r) await (await r).terminate();
}

export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence, 0–100. */
  confidence: number;
  /** How far the page was turned (clockwise) to be read upright. */
  turnedDeg: 0 | 90 | 180 | 270;
  /** The skew taken out, in degrees. */
  skewDeg: number;
  /** Words read, and how many of them were left out for their low confidence. */
  words: number;
  wordsDropped: number;
}

/** Width and height from the image header, without decoding it (a 1 KB PNG can claim 100 000² pixels). */
export function imageDimensions(bytes: Uint8Array): { width: number; height: number } {
  try {
    const { width, height } = imageSize(bytes);
    if (!width || !height) throw new Error('no dimensions');
    return { width, height };
  } catch (err) {
    throw new ExtractionError('CORRUPT', 'unreadable image header', { cause: err });
  }
}

/** One page's OCR budget (ExtractionLimits' ocrPagePixels and ocrPageMs). */
export interface PageBudget {
  pixels: number;
  ms: number;
}

/** Lets the recogniser go (its thread ends); the next page makes a new one. */
function abandonRecogniser(): void {
  const r = recogniser;
  recogniser = undefined;
  void r?.then((w) => w.terminate()).catch(() => {});
}

/** The tuning of the preparation and of the word filter (measured with `npm run eval:ocr` on the development part). */
export const OCR_SETTINGS = {
  /** Longest side of the binary copy the direction, skew and line height are measured on. */
  analysisSide: 1200,
  /** Text-line height (ink of one line, in pixels) the page is scaled to before OCR. */
  lineHeight: 26,
  /** The scale never goes beyond these (a page with no measurable lines keeps its size). */
  minScale: 0.3,
  maxScale: 2.5,
  /** Most pixels handed to Tesseract for one page. */
  maxPixels: 12_000_000,
  /** A speck: at most (lineHeight / 5)² pixels, nothing else within lineHeight / 4. */
  speckSide: 1 / 5,
  speckGap: 1 / 4,
  /** The band read to choose the orientation: this many lines, the middle half of the page's width. */
  orientationLines: 4,
  orientationWidth: 0.5,
  /** A band read with at least this confidence settles the orientation at once. */
  orientationSure: 80,
  /** Under this profile certainty both directions (across and down the page) are tried. */
  directionSure: 1.5,
  /** Leader dots: runs of at least this many marks, each at most lineHeight × dotSide across. */
  dotSide: 0.5,
  dotRun: 5,
  /** Noise-like words (two letters or digits or fewer) under this confidence are left out (decision 0094: 40 before). */
  minWordConfidence: 50,
} as const;

/** Decodes a PNG or JPEG (Skia, through @napi-rs/canvas). */
async function decode(image: Uint8Array): Promise<Image> {
  try {
    return await loadImage(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
  } catch (err) {
    throw new ExtractionError('CORRUPT', `image could not be decoded: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
}

export interface Word {
  text: string;
  confidence: number;
}

/**
 * A word read with too little confidence to keep: under `minConfidence` and with at most two
 * letters or digits (specks, smudges and rules read as ".", "~~", "©", "|", and at 120 dpi the paper's
 * noise read as "oo", "Eg", "Co" beside a line). Tesseract also gives real words low confidence (a
 * bold name, an unusual spelling); dropping those lost more text than it cleaned on the development
 * scans, so a low-confidence word of three letters or more stays.
 */
export function tooUnsure(word: Word, minConfidence: number): boolean {
  return word.confidence < minConfidence && word.text.replace(/[^\p{L}\p{N}]/gu, '').length <= 2;
}

/**
 * The text of Tesseract's blocks without the words too unsure to keep: a line per line, a blank
 * line between blocks (as Tesseract's own text); a line whose every word is dropped is left out.
 */
export function textFromBlocks(
  blocks: Pick<Block, 'paragraphs'>[],
  minConfidence: number,
  drop: (word: Word, minConfidence: number) => boolean = tooUnsure,
): { text: string; words: number; dropped: number } {
  let words = 0;
  let dropped = 0;
  const texts: string[] = [];
  for (const block of blocks) {
    const lines: string[] = [];
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines) {
        const kept: string[] = [];
        for (const word of line.words) {
          const text = word.text.trim();
          if (!text) continue;
          words++;
          if (drop({ text, confidence: word.confidence }, minConfidence)) dropped++;
          else kept.push(text);
        }
        if (kept.length) lines.push(kept.join(' '));
      }
    if (lines.length) texts.push(lines.join('\n'));
  }
  return { text: texts.join('\n\n'), words, dropped };
}

/** How well a band reads: the mean confidence of its words, each weighted by its letters and digits. */
export function readingScore(blocks: Pick<Block, 'paragraphs'>[]): number {
  let weight = 0;
  let sum = 0;
  for (const block of blocks)
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines)
        for (const word of line.words) {
          const n = word.text.replace(/[^\p{L}\p{N}]/gu, '').length;
          weight += n;
          sum += n * word.confidence;
        }
  return weight > 0 ? sum / weight : 0;
}

/**
 * The page's orientation: of the candidate angles (radians), the one whose densest band of text
 * Tesseract reads with the most confidence. Each candidate is tried with its half turn; `read`
 * scores a band. The first candidate read at `sure` or better is taken without trying the rest.
 */
export async function chooseOrientation(
  candidates: number[],
  band: (angle: number) => Gray,
  read: (band: Gray) => Promise<number>,
  sure: number,
): Promise<{ angle: number; candidate: number; halfTurn: boolean; score: number; tried: number }> {
  let best = { angle: candidates[0] ?? 0, candidate: candidates[0] ?? 0, halfTurn: false, score: -1 };
  let tried = 0;
  for (const candidate of candidates) {
    const upright = band(candidate);
    for (const halfTurn of [false, true]) {
      const score = await read(halfTurn ? turnHalf(upright) : upright);
      tried++;
      if (score > best.score) best = { angle: candidate + (halfTurn ? Math.PI : 0), candidate, halfTurn, score };
      if (score >= sure) return { ...best, tried };
    }
  }
  return { ...best, tried };
}

interface Prepared {
  page: Gray;
  turnedDeg: OcrResult['turnedDeg'];
  skewDeg: number;
}

/** The page turned by `angle` and scaled, cleared of specks, its levels stretched; and its binary form. */
function cleanPage(source: Image, scale: number, angle: number): { page: Gray; binary: Gray } {
  const s = OCR_SETTINGS;
  const grey = smooth(drawGray(source, scale, angle));
  const threshold = otsuThreshold(grey);
  const binary = binarise(grey, threshold);
  despeckle(binary, Math.max(2, Math.round((s.lineHeight * s.speckSide) ** 2)), Math.max(2, Math.round(s.lineHeight * s.speckGap)), grey);
  clearDotLeaders(binary, Math.max(2, Math.round(s.lineHeight * s.dotSide)), s.dotRun, grey);
  return { page: stretchLevels(grey, threshold), binary };
}

async function prepare(source: Image, worker: Worker): Promise<Prepared> {
  const s = OCR_SETTINGS;
  const a = Math.min(1, s.analysisSide / Math.max(source.width, source.height));
  const small = binarise(drawGray(source, a));
  const direction = textDirection(small);
  const lineHeight = medianLineHeight(small, direction.angle) / a;
  const fit = Math.sqrt(s.maxPixels / (source.width * source.height));
  const scale = Math.min(fit, lineHeight > 0 ? Math.max(s.minScale, Math.min(s.maxScale, s.lineHeight / lineHeight)) : 1);

  const candidates = [direction.angle];
  if (direction.certainty < s.directionSure) candidates.push(direction.angle + (direction.horizontal ? 1 : -1) * (Math.PI / 2));
  const pages = new Map<number, Gray>();
  const chosen = await chooseOrientation(
    candidates,
    (angle) => {
      const { page, binary } = cleanPage(source, scale, angle);
      pages.set(angle, page);
      const { top, bottom } = densestBand(binary, s.orientationLines * s.lineHeight * 1.6);
      return columns(rows(page, top, bottom), (1 - s.orientationWidth) / 2, (1 + s.orientationWidth) / 2);
    },
    async (band) => {
      const { data } = await worker.recognize(
        Buffer.from(toPgm(band)),
        // A Tesseract parameter for this call only (tesseract.js sets it and restores it after).
        { tessedit_pageseg_mode: PSM.SINGLE_BLOCK } as Partial<RecognizeOptions>,
        { text: false, blocks: true },
      );
      return readingScore(data.blocks ?? []);
    },
    s.orientationSure,
  );
  const upright = pages.get(chosen.candidate)!;
  const page = chosen.halfTurn ? turnHalf(upright) : upright;
  const quarter = Math.round(chosen.angle / (Math.PI / 2));
  const turnedDeg = ((((quarter % 4) + 4) % 4) * 90) as OcrResult['turnedDeg'];
  return { page, turnedDeg, skewDeg: direction.skewDeg };
}

export async function recognise(image: Uint8Array, maxPixels: number, budget?: PageBudget): Promise<OcrResult> {
  const { width, height } = imageDimensions(image);
  if (width * height > maxPixels) throw new ExtractionError('TOO_LARGE', `image of ${width}×${height} pixels`);
  if (budget && width * height > budget.pixels)
    throw new ExtractionError('TOO_COMPLEX', `page of ${width}×${height} pixels, budget ${budget.pixels}`);
  const worker = await getRecogniser();
  let timer: NodeJS.Timeout | undefined;
  try {
    const reading = (async () => {
      const source = await decode(image);
      const prepared = await prepare(source, worker);
      const { data } = await worker.recognize(Buffer.from(toPgm(prepared.page)), {}, { text: false, blocks: true });
      const { text, words, dropped } = textFromBlocks(data.blocks ?? [], OCR_SETTINGS.minWordConfidence);
      return {
        text,
        confidence: data.confidence,
        turnedDeg: prepared.turnedDeg,
        skewDeg: prepared.skewDeg,
        words,
        wordsDropped: dropped,
      } satisfies OcrResult;
    })();
    // Past the page's time the recogniser is ended (a thread of this process) rather than waited
    // for: a texture or noise keeps Tesseract busy for minutes, and the document fails now.
    const overTime = budget
      ? new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new ExtractionError('TOO_COMPLEX', `OCR of one page past ${budget.ms} ms`)), budget.ms);
        })
      : undefined;
    reading.catch(() => {}); // settled after the race was lost, or never: nobody waits for it then
    return await (overTime ? Promise.race([reading, overTime]) : reading);
  } catch (err) {
    if (err instanceof ExtractionError) {
      if (err.code === 'TOO_COMPLEX') abandonRecogniser();
      throw err;
    }
    // tesseract.js rejects with a bare string for an image Leptonica cannot decode.
    throw new ExtractionError('CORRUPT', `OCR failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  } finally {
    clearTimeout(timer);
  }
}
