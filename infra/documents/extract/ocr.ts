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

export async function recognise(image: Uint8Array, maxPixels: number): Promise<OcrResult> {
  const { width, height } = imageDimensions(image);
  if (width * height > maxPixels) throw new ExtractionError('TOO_LARGE', `image of ${width}×${height} pixels`);
  const worker = await getRecogniser();
  try {
    const { data } = await worker.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
    return { text: data.text, confidence: data.confidence };
  } catch (err) {
    // tesseract.js rejects with a bare string for an image Leptonica cannot decode.
    throw new ExtractionError('CORRUPT', `OCR failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
}
