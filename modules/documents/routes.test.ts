// Document Intelligence through HTTP against the real app on each database: upload (checked by the
// bytes), the worker's extraction and key information, the view's list, detail, file and ranked
// full-text search, delete; bad and hostile files; and one client never reaching another's documents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, uploadForm, type TestApp, type TestClient } from '../../test/support/app.js';
import { makeDocx, makePdf, makeTextImage, makeZipBombDocx } from '../../test/support/document-samples.js';
import { documentStream, MESSAGES, type DocumentDetail, type DocumentSummary, type SearchResponse } from './index.js';

const CONTRACT = [
  'SERVICES AGREEMENT\n\nThis Services Agreement is made on March 3, 2025 by and between Harbor Lantern Investigations LLC, a Maine limited liability company ("Investigator"), and Quillfeather Mutual Insurance Company ("Client").\n\n1. Services. Investigator shall conduct surveillance of the claimant.',
  '2. Fees. Client shall pay Investigator $4,500.00 upon delivery of the final report.\n\n3. Governing Law. This Agreement shall be governed by the laws of the State of Maine.',
];

async function signUp(app: TestApp): Promise<TestClient> {
  const c = app.client();
  const username = uniqueName('doc');
  const res = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
  expect(res.status).toBe(201);
  return c;
}

async function settled(c: TestClient, id: string, ms = 90_000): Promise<DocumentDetail> {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await c.get<DocumentDetail>(`/api/documents/${id}`);
    expect(res.status).toBe(200);
    if (res.body.status !== 'processing' || Date.now() > deadline) return res.body;
    await new Promise((r) => setTimeout(r, 150));
  }
}

async function fetchFile(c: TestClient, path: string) {
  const cookie = c
    .cookieNames()
    .map((n) => `${n}=${c.cookie(n)}`)
    .join('; ');
  const res = await fetch(c.baseUrl + path, { headers: { cookie } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe.each(appDatabaseFlavours())('documents on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;
  let owner: TestClient;
  let other: TestClient;
  let pdf: Uint8Array;
  let uploaded: DocumentSummary;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db);
    owner = await signUp(app);
    other = await signUp(app);
    pdf = await makePdf(CONTRACT);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it(
    'takes a PDF, answers at once with processing, and the worker completes it with its key information',
    { timeout: 120_000 },
    async () => {
      const res = await owner.upload<DocumentSummary>(
        '/api/documents/upload',
        'document',
        pdf,
        'Harbor Lantern services agreement.pdf',
        'application/pdf',
      );
      expect(res.status, res.text).toBe(201);
      expect(res.body).toMatchObject({
        fileName: 'Harbor Lantern services agreement.pdf',
        status: 'processing',
        kind: 'pdf',
        contentType: 'application/pdf',
        size: pdf.length,
        keyInfo: null,
      });
      uploaded = res.body;
      // The list shows it right away (read-your-writes).
      const list = await owner.get<DocumentSummary[]>('/api/documents');
      expect(list.body.map((d) => d.id)).toContain(uploaded.id);

      const doc = await settled(owner, uploaded.id);
      expect(doc.status, doc.error ?? '').toBe('completed');
      expect(doc.method).toBe('text-layer');
      expect(doc.pageCount).toBe(2);
      expect(doc.extractedText.replace(/\s+/g, ' ')).toContain('Quillfeather Mutual Insurance Company');
      expect(doc.pages).toHaveLength(2);
      expect(doc.documentType).toMatch(/^Services? Agreement$/);
      expect(doc.confidence).toBeGreaterThan(0);
      const k = doc.keyInfo!;
      expect(k.parties.map((p) => p.name)).toEqual(['Harbor Lantern Investigations LLC', 'Quillfeather Mutual Insurance Company']);
      expect(k.dates.map((d) => d.iso)).toContain('2025-03-03');
      expect(k.amounts.map((a) => a.value)).toEqual([4500]);
      expect(k.governingLaw?.state).toBe('Maine');
      // Every item points at its place in the full text.
      const party = k.parties[0]!;
      expect(doc.extractedText.slice(party.source.start, party.source.end).replace(/\s+/g, ' ')).toBe('Harbor Lantern Investigations LLC');
      expect(k.amounts[0]!.source.page).toBe(2);

      // The events keep no content in the clear.
      const raw = await app.server.deps.store.readStreamRaw(documentStream(uploaded.id));
      expect(raw.map((e) => e.type)).toEqual(['DocumentUploaded', 'TextExtracted', 'DocumentAnalyzed']);
      const stored = JSON.stringify(raw.map((e) => e.data));
      expect(stored).not.toContain('Quillfeather');
      expect(stored).not.toContain('Harbor Lantern');
    },
  );

  it('serves the file inline and as a download, with its type and a safe name, to its owner only', async () => {
    const inline = await fetchFile(owner, `/api/documents/${uploaded.id}/file`);
    expect(inline.res.status).toBe(200);
    expect(inline.res.headers.get('content-type')).toBe('application/pdf');
    expect(inline.res.headers.get('content-disposition')).toBe(
      `inline; filename="Harbor Lantern services agreement.pdf"; filename*=UTF-8''Harbor%20Lantern%20services%20agreement.pdf`,
    );
    expect(Buffer.from(inline.bytes).equals(Buffer.from(pdf))).toBe(true);
    const download = await fetchFile(owner, `/api/documents/${uploaded.id}/file?download=1`);
    expect(download.res.headers.get('content-disposition')).toMatch(/^attachment; filename="Harbor Lantern services agreement\.pdf"/);
    expect(download.bytes.length).toBe(pdf.length);
    expect((await fetchFile(other, `/api/documents/${uploaded.id}/file`)).res.status).toBe(404);
  });

  it('finds documents by a word of their text, ranked, with highlighted snippets', async () => {
    const found = await owner.get<SearchResponse>('/api/documents/search?q=surveillance');
    expect(found.status).toBe(200);
    expect(found.body.results.map((r) => r.id)).toEqual([uploaded.id]);
    const hits = found.body.results[0]!.snippet.filter((p) => p.hit).map((p) => p.text.toLowerCase());
    expect(hits).toContain('surveillance');
    // Stemming: "surveil" forms and a phrase both match; an absent word finds nothing.
    expect((await owner.get<SearchResponse>('/api/documents/search?q=%22final%20report%22')).body.results).toHaveLength(1);
    expect((await owner.get<SearchResponse>('/api/documents/search?q=zeppelin')).body.results).toEqual([]);
    const bad = await owner.get('/api/documents/search?q=');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.query);
  });

  it("client B cannot list, view, download, search or delete A's documents", async () => {
    expect((await other.get<DocumentSummary[]>('/api/documents')).body).toEqual([]);
    expect((await other.get(`/api/documents/${uploaded.id}`)).status).toBe(404);
    expect((await other.get(`/api/documents/${uploaded.id}/file?download=1`)).status).toBe(404);
    expect((await other.get<SearchResponse>('/api/documents/search?q=surveillance')).body.results).toEqual([]);
    const del = await other.delete(`/api/documents/${uploaded.id}`);
    expect(del.status).toBe(404);
    expect(del.body.message).toBe(MESSAGES.notFound);
    expect((await owner.get(`/api/documents/${uploaded.id}`)).status).toBe(200);
    expect((await app.client().get('/api/documents')).status).toBe(401);
  });

  it('refuses bad uploads with clear 4xx answers', async () => {
    const png = await makeTextImage(['not a pdf']);
    const wrongType = await owner.upload('/api/documents/upload', 'document', png, 'contract.pdf', 'application/pdf');
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.message).toBe(MESSAGES.unsupported);
    const exe = await owner.upload(
      '/api/documents/upload',
      'document',
      new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0]),
      'notes.txt',
    );
    expect(exe.status).toBe(415);
    const big = new Uint8Array(11 * 1024 * 1024).fill(0x61);
    const tooLarge = await owner.upload('/api/documents/upload', 'document', big, 'big.txt', 'text/plain');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe(MESSAGES.tooLarge);
    const empty = await owner.upload('/api/documents/upload', 'document', new Uint8Array(0), 'empty.pdf');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(MESSAGES.empty);
    const noFile = await owner.request('POST', '/api/documents/upload', uploadForm('other', pdf, 'a.pdf'));
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe(MESSAGES.missing);
    const json = await owner.post('/api/documents/upload', { document: 'x' });
    expect(json.status).toBe(415);
    // Nothing of these was stored.
    expect((await owner.get<DocumentSummary[]>('/api/documents')).body.map((d) => d.id)).toEqual([uploaded.id]);
  });

  it('keeps a path-traversal or hostile name only as a label, and sends it back safely', { timeout: 120_000 }, async () => {
    const traversal = await owner.upload<DocumentSummary>(
      '/api/documents/upload',
      'document',
      new TextEncoder().encode('Meeting notes about the lease.'),
      '../../../etc/passwd.txt',
      'text/plain',
    );
    expect(traversal.status, traversal.text).toBe(201);
    expect(traversal.body.fileName).toBe('passwd.txt');
    const hostileName = 'Договор "final"; filename=evil.exe.txt';
    const odd = await owner.upload<DocumentSummary>(
      '/api/documents/upload',
      'document',
      new TextEncoder().encode('Plain text notes.'),
      hostileName,
      'text/plain',
    );
    expect(odd.status).toBe(201);
    const file = await fetchFile(owner, `/api/documents/${odd.body.id}/file?download=1`);
    expect(file.res.status).toBe(200);
    expect(file.res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const disposition = file.res.headers.get('content-disposition')!;
    expect(disposition).toBe(
      `attachment; filename="_______ _final__ filename=evil.exe.txt"; filename*=UTF-8''${encodeURIComponent(hostileName)}`,
    );
    const done = await settled(owner, traversal.body.id);
    expect(done.status).toBe('completed');
    expect(done.extractedText).toBe('Meeting notes about the lease.');
    for (const id of [traversal.body.id, odd.body.id]) expect((await owner.delete(`/api/documents/${id}`)).status).toBe(204);
  });

  it('fails a zip-bomb DOCX and a corrupt PDF cleanly; a good DOCX after them completes', { timeout: 180_000 }, async () => {
    const bomb = await owner.upload<DocumentSummary>('/api/documents/upload', 'document', makeZipBombDocx(80), 'bomb.docx');
    expect(bomb.status, bomb.text).toBe(201);
    const corrupt = await owner.upload<DocumentSummary>(
      '/api/documents/upload',
      'document',
      pdf.slice(0, Math.floor(pdf.length * 0.4)),
      'broken.pdf',
    );
    expect(corrupt.status, corrupt.text).toBe(201);
    const docx = await makeDocx([
      ['LETTER OF ENGAGEMENT', 'Ravenmoor Legal Group engages Cobalt Fox Investigations on June 2, 2025 for a fee of $2,000.00.'],
    ]);
    const good = await owner.upload<DocumentSummary>('/api/documents/upload', 'document', docx, 'engagement.docx');
    expect(good.status).toBe(201);

    const failedBomb = await settled(owner, bomb.body.id);
    expect(failedBomb).toMatchObject({ status: 'failed', error: 'The file is too large to process.' });
    const failedPdf = await settled(owner, corrupt.body.id);
    expect(failedPdf).toMatchObject({ status: 'failed', error: 'The file is damaged and could not be read.' });
    const fine = await settled(owner, good.body.id);
    expect(fine.status).toBe('completed');
    expect(fine.extractedText).toContain('Cobalt Fox Investigations');
    expect(fine.keyInfo!.amounts.map((a) => a.value)).toEqual([2000]);
    for (const id of [bomb.body.id, corrupt.body.id, good.body.id]) expect((await owner.delete(`/api/documents/${id}`)).status).toBe(204);
  });

  it('deletes: the file, the view rows and the search entry go; a second delete is 404', async () => {
    const key = `documents/${(await owner.get('/api/user')).body.id}/${uploaded.id}`;
    expect(await app.server.deps.storage.get(key)).not.toBeNull();
    const del = await owner.delete(`/api/documents/${uploaded.id}`);
    expect(del.status).toBe(204);
    expect(await app.server.deps.storage.get(key)).toBeNull();
    expect((await owner.get<DocumentSummary[]>('/api/documents')).body).toEqual([]);
    expect((await owner.get(`/api/documents/${uploaded.id}`)).status).toBe(404);
    expect((await fetchFile(owner, `/api/documents/${uploaded.id}/file`)).res.status).toBe(404);
    expect((await owner.get<SearchResponse>('/api/documents/search?q=surveillance')).body.results).toEqual([]);
    expect((await owner.delete(`/api/documents/${uploaded.id}`)).status).toBe(404);
    expect((await owner.delete('/api/documents/not-a-uuid')).status).toBe(404);
  });

  it("erasing a user removes their documents' rows and files, and shreds the events", { timeout: 60_000 }, async () => {
    const c = await signUp(app);
    const me = (await c.get('/api/user')).body as { id: number };
    const up = await c.upload<DocumentSummary>(
      '/api/documents/upload',
      'document',
      new TextEncoder().encode('Private diary of the claimant.'),
      'diary.txt',
      'text/plain',
    );
    expect(up.status).toBe(201);
    await settled(c, up.body.id);
    const key = `documents/${me.id}/${up.body.id}`;
    expect(await app.server.deps.storage.get(key)).not.toBeNull();
    expect((await c.post('/api/user/erase', { password: 'secret-pass' })).status).toBeLessThan(300);
    const deadline = Date.now() + 30_000;
    const gone = async () =>
      (await app.server.deps.storage.get(key)) === null &&
      (await app.server.deps.knex('documents_view').where({ id: up.body.id })).length === 0;
    while (!(await gone()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await app.server.deps.storage.get(key)).toBeNull();
    expect(await app.server.deps.knex('documents_view').where({ id: up.body.id })).toEqual([]);
    const events = await app.server.deps.store.readStream(documentStream(up.body.id));
    expect(events[0]!.data.pii).toBeNull();
  });
});
