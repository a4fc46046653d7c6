// Documents put straight into the documents view through its own projector (upload, extraction,
// analysis events), for tests of the view's reads without the upload and the worker.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { RecordedEvent } from '../../infra/eventstore/types.js';
import type { KeyInformation, PageSpan } from '../../modules/documents/index.js';
import { documentsProjector, documentsViewMigration } from '../../projections/documents/projector.js';
import { documentWordsMigration } from '../../projections/documents/words.js';
import { noViewCipher } from '../../infra/crypto/view-cipher.js';

/** The documents projector seals nothing yet (decision 0056): a cipher that refuses any use will do. */
export const NO_CONTEXT = { cipher: noViewCipher() };

/** The migrations that make the documents view's tables, in order (a test migrates only these). */
export const DOCUMENTS_VIEW_MIGRATIONS = [documentsViewMigration, documentWordsMigration];

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
  { documentType = 'Lease Agreement', parties = [], keyInfo }: { documentType?: string; parties?: string[]; keyInfo?: KeyInformation } = {},
): Promise<string> {
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
      NO_CONTEXT,
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
      NO_CONTEXT,
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
      NO_CONTEXT,
    );
  });
  return documentId;
}
