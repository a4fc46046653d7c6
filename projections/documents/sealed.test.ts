// The documents view sealed with each owner's key (issue 29 H3, decision 0056), on a real database:
// the trigram similarity computed in Node is pg_trgm's; the projector writes nothing, and never
// fails, for an owner erased since; a document whose key is gone reads as erased and is found by no
// search; rows written before sealing still read, beside sealed ones, until the rebuild.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../infra/db/index.js';
import { ERASED_TEXT, ViewCipher } from '../../infra/crypto/view-cipher.js';
import { KeyRing, KeyStore } from '../../infra/crypto/keys.js';
import type { RecordedEvent } from '../../infra/eventstore/types.js';
import { databaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { DOCUMENTS_VIEW_MIGRATIONS, putDocument } from '../../test/support/documents-view.js';
import { documentsProjector } from './projector.js';
import { findDocumentPassages, userDocumentRefs } from './passages.js';
import { getDocument, listDocuments, searchDocuments } from './queries.js';
import type { DocumentsReader } from './sealed.js';
import { similarWords, trigrams, trigramSimilarity } from './words.js';

const SEALED = /^cb1:[A-Za-z0-9_-]+$/;
const TEXT = 'RESIDENTIAL LEASE. The tenant Quillon Marchetti shall pay a monthly rent of $1,450.00. The lease ends on January 31, 2027.';

describe.each(databaseFlavours().slice(0, 1))('the sealed documents view on $name', (flavour) => {
  let db: TestDatabase;
  let knex: Knex;
  let keys: KeyStore;
  let reader: DocumentsReader;

  beforeAll(async () => {
    db = await flavour.open();
    knex = db.db.knex;
    await migrate(knex, DOCUMENTS_VIEW_MIGRATIONS);
    keys = new KeyStore(knex, new KeyRing(randomBytes(32)));
    reader = { knex, cipher: new ViewCipher(keys) };
  }, 60_000);
  afterAll(() => db?.close());

  // ASCII words: pg_trgm reads a letter such as é as a letter only under a UTF-8 locale (a test
  // database may be C); Node's trigrams always do, as the vocabulary's words ([[:alpha:]]) are.
  it("computes pg_trgm's trigrams and similarity", async () => {
    const pairs: [string, string][] = [
      ['shufler', 'shuffler'],
      ['okonkow', 'okonkwo'],
      ['harbour', 'harbor'],
      ['zebrafsh', 'zebrafish'],
      ['marguerite', 'margarita'],
      ['aaaa', 'aaa'],
      ['lease', 'zeppelin'],
    ];
    for (const [a, b] of pairs) {
      const { rows } = (await knex.raw('select similarity(?, ?) as sim, show_trgm(?) as grams', [a, b, a])) as {
        rows: { sim: number; grams: string[] | string }[];
      };
      expect(trigramSimilarity(a, b), `${a} ~ ${b}`).toBeCloseTo(Number(rows[0]!.sim), 6);
      const grams = typeof rows[0]!.grams === 'string' ? rows[0]!.grams : `{${rows[0]!.grams.join(',')}}`;
      // show_trgm quotes a trigram with a space in it: {"  s"," sh",fle,…}.
      const theirs = grams
        .slice(1, -1)
        .split(',')
        .map((g) => g.replace(/^"(.*)"$/, '$1'));
      expect([...trigrams(a)].sort(), a).toEqual(theirs.sort());
    }
    // A character outside the Basic Multilingual Plane is one character of its trigrams, not two halves.
    expect([...trigrams('A\u{1D4B3}b')]).toEqual(['  a', ' a\u{1D4B3}', 'a\u{1D4B3}b', '\u{1D4B3}b ']);
  });

  const recorded = (type: string, data: Record<string, unknown>) => ({ type, data, position: 1 }) as unknown as RecordedEvent;
  const apply = (type: string, data: Record<string, unknown>) =>
    knex.transaction((trx) => documentsProjector.apply(trx, recorded(type, data), { cipher: reader.cipher }));

  it('writes nothing, and does not fail, for an owner erased since the events were written', async () => {
    const owner = 6101;
    await keys.destroy(owner);
    const documentId = randomUUID();
    const base = { documentId, userId: owner };
    const at = '2026-01-05T10:00:00.000Z';
    await apply('DocumentUploaded', {
      ...base,
      kind: 'text',
      contentType: 'text/plain',
      size: TEXT.length,
      storageKey: `k-${documentId}`,
      sha256: '0'.repeat(64),
      uploadedAt: at,
      pii: { fileName: 'Quillon lease.txt' },
    });
    await apply('TextExtracted', {
      ...base,
      method: 'plain',
      pageCount: 1,
      chars: TEXT.length,
      warnings: [],
      extractedAt: at,
      pii: { text: TEXT, pages: [{ page: 1, start: 0, end: TEXT.length }] },
    });
    await apply('DocumentAnalyzed', { ...base, engine: 'offline', documentType: 'Lease', confidence: 80, analyzedAt: at, pii: null });
    expect(await knex('documents_view').where({ user_id: owner })).toEqual([]);
    expect(await knex('documents_view_vocabulary').where({ user_id: owner })).toEqual([]);
  });

  it('reads a document whose key is gone as erased, and no search finds it', async () => {
    const owner = 6102;
    const id = await putDocument(knex, owner, 'Quillon lease.pdf', [TEXT], { cipher: reader.cipher });
    const row = (await knex('documents_view').where({ id }).first()) as Record<string, string>;
    expect(row.file_name).toMatch(SEALED);
    expect(row.extracted_text).toMatch(SEALED);
    expect((await searchDocuments(reader, owner, 'Quillon', 20)).results.map((r) => r.id)).toEqual([id]);
    expect((await searchDocuments(reader, owner, 'Quilon', 20)).results.map((r) => [r.id, r.fuzzy])).toEqual([[id, true]]);
    expect((await findDocumentPassages(reader, owner, 'When does the lease end?')).map((p) => p.documentId)).toContain(id);

    await keys.destroy(owner); // erased: the view's rows go with the projector's UserErased, a moment later
    const [listed] = await listDocuments(reader, owner);
    expect(listed).toMatchObject({ id, fileName: ERASED_TEXT, summary: null, keyInfo: null, tags: [] });
    expect(await getDocument(reader, owner, id)).toMatchObject({ fileName: ERASED_TEXT, extractedText: '', pages: [] });
    expect((await searchDocuments(reader, owner, 'Quillon', 20)).results).toEqual([]);
    expect(await similarWords(reader, owner, ['quilon'])).toEqual(new Map());
    expect(await findDocumentPassages(reader, owner, 'When does the lease end?')).toEqual([]);
    expect(await userDocumentRefs(reader, owner)).toEqual([]);
    // A late event of the erased owner's document is skipped, not failed.
    await apply('DocumentAnalyzed', {
      documentId: id,
      userId: owner,
      engine: 'offline',
      documentType: 'Lease',
      confidence: 80,
      analyzedAt: '2026-01-05T10:00:00.000Z',
      pii: {
        keyInfo: {
          documentType: 'Lease',
          confidence: 80,
          tags: ['Quillon'],
          summary: 'Quillon',
          parties: [],
          dates: [],
          amounts: [],
          keyTerms: [],
          clauses: [],
          governingLaw: null,
        },
      },
    });
    expect(JSON.stringify(await knex('documents_view').where({ id }))).not.toMatch(/quillon/i);
  });

  it('reads rows written before sealing as they are, beside sealed ones', async () => {
    const owner = 6103;
    const sealedId = await putDocument(knex, owner, 'New lease.pdf', [TEXT], { cipher: reader.cipher });
    const legacyId = randomUUID();
    const keyInfo = {
      documentType: 'Lease',
      confidence: 70,
      tags: ['lease'],
      summary: 'An old lease.',
      parties: [],
      dates: [],
      amounts: [],
      keyTerms: [],
      clauses: [],
      governingLaw: null,
    };
    // As the view held it before 0103: clear text, JSON pages and key information (now text columns).
    await knex('documents_view').insert({
      id: legacyId,
      user_id: owner,
      file_name: 'Old lease.pdf',
      kind: 'pdf',
      content_type: 'application/pdf',
      size: 10,
      storage_key: 'k-old',
      status: 'completed',
      uploaded_at: '2025-01-01T00:00:00.000Z',
      extracted_text: 'An old lease text.',
      pages: JSON.stringify([{ page: 1, start: 0, end: 18 }]),
      tags: JSON.stringify(['lease']),
      summary: 'An old lease.',
      key_info: JSON.stringify(keyInfo),
    });
    const listed = await listDocuments(reader, owner);
    expect(listed.map((d) => [d.id, d.fileName])).toEqual([
      [sealedId, 'New lease.pdf'],
      [legacyId, 'Old lease.pdf'],
    ]);
    expect(listed[1]).toMatchObject({ summary: 'An old lease.', tags: ['lease'], keyInfo });
    expect(await getDocument(reader, owner, legacyId)).toMatchObject({
      extractedText: 'An old lease text.',
      pages: [{ page: 1, start: 0, end: 18 }],
    });
    const sealedRow = (await knex('documents_view').where({ id: sealedId }).first()) as Record<string, string>;
    for (const column of ['file_name', 'extracted_text', 'pages', 'key_info']) expect(sealedRow[column], column).toMatch(SEALED);
  });
});
