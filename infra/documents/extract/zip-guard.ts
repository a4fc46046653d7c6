// Checks a ZIP package (DOCX) before a parser inflates it: the sizes its directory declares, then
// the sizes its parts really inflate to (a directory can lie), stopping the moment the running
// total passes the limit. A zip bomb fails here in milliseconds instead of inflating a gigabyte.
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ExtractionError } from '../types.js';

export interface ZipLimits {
  maxDecompressedBytes: number;
  /** Most entries in the package (a directory of millions of empty files is a bomb of its own). */
  maxEntries?: number;
}

/** The parts a DOCX reader parses; media and fonts are never inflated for text. */
const PARSED = /\.(xml|rels)$/i;

function openZip(bytes: Uint8Array): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (err, zip) =>
        err || !zip
          ? reject(new ExtractionError('CORRUPT', `not a valid ZIP package: ${err?.message ?? 'unknown'}`, { cause: err }))
          : resolve(zip),
    );
  });
}

function entries(zip: ZipFile, maxEntries: number): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const list: Entry[] = [];
    zip.on('entry', (e: Entry) => {
      list.push(e);
      if (list.length > maxEntries) {
        zip.close();
        reject(new ExtractionError('TOO_LARGE', `more than ${maxEntries} parts in the package`));
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve(list));
    zip.on('error', (err: Error) => reject(new ExtractionError('CORRUPT', `damaged ZIP directory: ${err.message}`, { cause: err })));
    zip.readEntry();
  });
}

function inflateCounting(zip: ZipFile, entry: Entry, budget: { left: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) {
        reject(new ExtractionError('CORRUPT', `cannot read ${entry.fileName}: ${err?.message ?? 'unknown'}`, { cause: err }));
        return;
      }
      stream.on('data', (chunk: Buffer) => {
        budget.left -= chunk.length;
        if (budget.left < 0) {
          stream.destroy();
          reject(new ExtractionError('TOO_LARGE', `${entry.fileName} inflates past the limit`));
        }
      });
      stream.on('error', (e: Error) =>
        reject(new ExtractionError('CORRUPT', `damaged part ${entry.fileName}: ${e.message}`, { cause: e })),
      );
      stream.on('end', () => resolve());
    });
  });
}

export async function checkZip(bytes: Uint8Array, limits: ZipLimits): Promise<void> {
  const zip = await openZip(bytes);
  try {
    const list = await entries(zip, limits.maxEntries ?? 5_000);
    let declared = 0;
    for (const e of list) declared += e.uncompressedSize;
    if (declared > limits.maxDecompressedBytes) {
      throw new ExtractionError('TOO_LARGE', `declares ${declared} bytes uncompressed, limit ${limits.maxDecompressedBytes}`);
    }
    const budget = { left: limits.maxDecompressedBytes };
    for (const e of list) {
      if (PARSED.test(e.fileName) && !e.fileName.endsWith('/')) await inflateCounting(zip, e, budget);
    }
  } finally {
    zip.close();
  }
}
