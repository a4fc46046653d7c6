// OCR with tesseract.js. The English model comes from the @tesseract.js-data/eng package and the
// WebAssembly core from tesseract.js-core, both read from node_modules: nothing is downloaded
// and nothing is cached to disk. One recogniser per extraction process, made on first use and
// kept, since loading the model costs about half a second.
import { createRequire } from 'node:module';
import path from 'node:path';
import { imageSize } from 'image-size';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { ExtractionError } from '../types.js';

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

export async function recognise(image: Uint8Array, maxPixels: number, budget?: PageBudget): Promise<OcrResult> {
  const { width, height } = imageDimensions(image);
  if (width * height > maxPixels) throw new ExtractionError('TOO_LARGE', `image of ${width}×${height} pixels`);
  if (budget && width * height > budget.pixels)
    throw new ExtractionError('TOO_COMPLEX', `page of ${width}×${height} pixels, budget ${budget.pixels}`);
  const worker = await getRecogniser();
  let timer: NodeJS.Timeout | undefined;
  try {
    const reading = worker.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
    // Past the page's time the recogniser is ended (a thread of this process) rather than waited
    // for: a texture or noise keeps Tesseract busy for minutes, and the document fails now.
    const overTime = budget
      ? new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new ExtractionError('TOO_COMPLEX', `OCR of one page past ${budget.ms} ms`)), budget.ms);
        })
      : undefined;
    reading.catch(() => {}); // settled after the race was lost, or never: nobody waits for it then
    const { data } = await (overTime ? Promise.race([reading, overTime]) : reading);
    return { text: data.text, confidence: data.confidence };
  } catch (err) {
    if (err instanceof ExtractionError) {
      abandonRecogniser();
      throw err;
    }
    // tesseract.js rejects with a bare string for an image Leptonica cannot decode.
    throw new ExtractionError('CORRUPT', `OCR failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  } finally {
    clearTimeout(timer);
  }
}
