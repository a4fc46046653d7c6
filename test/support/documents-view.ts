// Documents put straight into the documents view through its own projector (upload, extraction,
// analysis events), for tests of the view's reads without the upload and the worker.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { RecordedEvent } from '../../infra/eventstore/types.js';
import type { KeyInformation, PageSpan } from '../../modules/documents/index.js';
import { documentsProjector } from '../../projections/documents/projector.js';
import { documentsView } from '../../projections/documents/index.js';
import type { DocumentsReader } from '../../projections/documents/sealed.js';
import { KeyRing, KeyStore, keysMigration, keysWrapMigration } from '../../infra/crypto/keys.js';
import { ViewCipher } from '../../infra/crypto/view-cipher.js';

/**
 * The migrations a test of the documents view runs, in order (a test migrates only these): the data
 * keys' table (the view is sealed with each owner's key, decision 0056), then the view's own.
 */
export const DOCUMENTS_VIEW_MIGRATIONS = [keysMigration, keysWrapMigration, ...documentsView.migrations];

// One key store per test database, under a key-encryption key of its own.
const ciphers = new WeakMap<Knex, ViewCipher>();

/** The cipher that seals and opens the view's fields on this test database (the same one every time). */
export function testCipher(knex: Knex): ViewCipher {
  let cipher = ciphers.get(knex);
  if (!cipher) {
    cipher = new ViewCipher(new KeyStore(knex, new KeyRing(randomBytes(32)), 60 * 60_000));
    ciphers.set(knex, cipher);
  }
  return cipher;
}

/** The reads' dependencies on this test database. */
export const readerOf = (knex: Knex): DocumentsReader => ({ knex, cipher: testCipher(knex) });

/** The projector's context on this test database. */
export const contextOf = (knex: Knex) => ({ cipher: testCipher(knex) });

const at = '2026-01-05T10:00:00.000Z';
let position = 0;
const recorded = (type: string, data: Record<string, unknown>) => ({ type, data, position: ++position }) as unknown as RecordedEvent;

/**
 * A document as the upload, the extraction and the analysis record it. `pageTexts` are its pages, joined
 * by a blank line; `pages` instead gives the whole text and its page spans (as an extraction answers).
 */
export async function putDocument(
  knex: Knex,
  userId: number,
  fileName: string,
  content: string[] | { text: string; pages: PageSpan[] },
  {
    documentType = 'Lease Agreement',
    parties = [],
    keyInfo,
    cipher = testCipher(knex),
  }: {
    documentType?: string;
    parties?: string[];
    keyInfo?: KeyInformation;
    /** The app's own, when the document goes into a running app's database. */
    cipher?: ViewCipher;
  } = {},
): Promise<string> {
  const ctx = { cipher };
  const documentId = randomUUID();
  let pages: PageSpan[] = [];
  let text = '';
  if (Array.isArray(content)) {
    content.forEach((t, i) => {
      if (i > 0) text += '\n\n';
      pages.push({ page: i + 1, start: text.length, end: text.length + t.length });
      text += t;
    });
  } else ({ text, pages } = content);
  const base = { documentId, userId };
  // The owner's key is made (and cached) before the transaction: the key store queries on a
  // connection of its own, which a one-connection test pool would not give it inside one.
  await cipher.sealingKey(userId);
  await knex.transaction(async (trx) => {
    await documentsProjector.apply(
      trx,
      recorded('DocumentUploaded', {
        ...base,
        kind: 'pdf',
        contentType: 'application/pdf',
        size: text.length,
        storageKey: `k-${documentId}`,
        sha256: '0'.repeat(64),
        uploadedAt: at,
        pii: { fileName },
      }),
      ctx,
    );
    await documentsProjector.apply(
      trx,
      recorded('TextExtracted', {
        ...base,
        method: 'text-layer',
        pageCount: pages.length,
        chars: text.length,
        warnings: [],
        extractedAt: at,
        pii: { text, pages },
      }),
      ctx,
    );
    const source = { page: 1, start: 0, end: 1 };
    await documentsProjector.apply(
      trx,
      recorded('DocumentAnalyzed', {
        ...base,
        engine: 'offline',
        documentType,
        confidence: 90,
        analyzedAt: at,
        pii: {
          keyInfo: keyInfo ?? {
            documentType,
            confidence: 90,
            tags: [],
            summary: '',
            parties: parties.map((name) => ({ name, source })),
            dates: [],
            amounts: [],
            keyTerms: [],
            clauses: [],
            governingLaw: null,
          },
        },
      }),
      ctx,
    );
  });
  return documentId;
}
