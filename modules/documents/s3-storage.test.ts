// Documents end to end with STORAGE=s3, against a real S3-compatible server (moto_server, started
// on a port in 9000-9010; skipped with the reason printed when it is not installed): the upload
// lands in the bucket, the worker reads it from there, the file is served back byte for byte,
// /api/health reports the bucket, and deleting the document removes the object.
import { randomUUID } from 'node:crypto';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { makePdf } from '../../test/support/document-samples.js';
import { s3ServerBinary, startS3Server, type RunningS3Server } from '../../test/support/s3-server.js';
import type { DocumentDetail, DocumentSummary } from './index.js';

const server = s3ServerBinary();
if ('missing' in server) console.warn(`Documents on S3 skipped: ${server.missing}`);
const flavour = appDatabaseFlavours()[0]!;

describe.skipIf('missing' in server)(`documents on S3-compatible storage (moto_server, ${flavour.name})`, () => {
  let s3: RunningS3Server;
  let admin: S3Client;
  let db: TestDatabase;
  let app: TestApp;
  let owner: TestClient;
  const bucket = `casebook-docs-${randomUUID().slice(0, 8)}`;
  const credentials = { accessKeyId: 'casebook-test', secretAccessKey: 'casebook-test-secret' };
  const objects = async () => ((await admin.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key);

  beforeAll(async () => {
    s3 = await startS3Server((server as { bin: string }).bin);
    admin = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials });
    await admin.send(new CreateBucketCommand({ Bucket: bucket }));
    db = await flavour.open();
    app = await startTestApp(db, {
      STORAGE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: bucket,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    });
    owner = app.client();
    const username = uniqueName('s3doc');
    expect((await owner.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
    admin?.destroy();
    await s3?.stop();
  });

  it('reports the bucket in /api/health', async () => {
    const health = await app.client().get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body.storage).toEqual({ kind: 's3', ok: true });
  });

  it('stores the upload in the bucket, extracts it from there, serves it back and deletes it', { timeout: 120_000 }, async () => {
    const pdf = await makePdf([
      'SERVICES AGREEMENT between Harbor Lantern Investigations LLC and Quillfeather Mutual Insurance Company, dated March 3, 2025.',
    ]);
    const res = await owner.upload<DocumentSummary>('/api/documents/upload', 'document', pdf, 'agreement.pdf', 'application/pdf');
    expect(res.status, res.text).toBe(201);
    const id = res.body.id;
    expect((await objects()).filter((k) => k?.endsWith(`/${id}`))).toHaveLength(1);

    let doc: DocumentDetail | undefined;
    for (const deadline = Date.now() + 90_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 300))) {
      doc = (await owner.get<DocumentDetail>(`/api/documents/${id}`)).body;
      if (doc.status !== 'processing') break;
    }
    expect(doc?.status, doc?.error ?? '').toBe('completed');
    expect(doc!.extractedText.replace(/\s+/g, ' ')).toContain('Quillfeather Mutual Insurance Company');

    const cookie = owner
      .cookieNames()
      .map((n) => `${n}=${owner.cookie(n)}`)
      .join('; ');
    const file = await fetch(`${owner.baseUrl}/api/documents/${id}/file?download=1`, { headers: { cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);

    expect((await owner.request('DELETE', `/api/documents/${id}`)).status).toBeLessThan(300);
    expect((await objects()).filter((k) => k?.endsWith(`/${id}`))).toEqual([]);
  });
});
