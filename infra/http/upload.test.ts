// One upload's text fields are limited (issue 29, low: 20 MB of form fields were accepted); the
// file keeps its own limit.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context } from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { MAX_FIELDS_BYTES, readUpload, UPLOAD_MESSAGES } from './upload.js';

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const ctx = { req, is: (type: string) => (req.headers['content-type'] ?? '').startsWith(type) } as unknown as Context;
    readUpload(ctx, { field: 'file', maxBytes: 2 * 1024 * 1024, tooLarge: 'File too large', missing: 'No file' }).then(
      (file) => res.writeHead(200).end(JSON.stringify({ name: file.name, bytes: file.bytes.length })),
      (err: unknown) => {
        const e = err instanceof AppError ? err : new AppError(500, 'INTERNAL', String(err));
        res.writeHead(e.status).end(JSON.stringify({ message: e.message }));
      },
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function send(fields: Record<string, string>, fileBytes: number) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(fileBytes)]), 'a.pdf');
  const res = await fetch(base, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as { message?: string; bytes?: number } };
}

describe('readUpload', () => {
  it('refuses text fields larger than the limit with 413 and says which part is too large', async () => {
    const res = await send({ title: 'x'.repeat(1024 * 1024) }, 10);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(UPLOAD_MESSAGES.fieldsTooLarge);
  });

  it('takes a file larger than the fields’ limit, with small fields beside it', async () => {
    const res = await send({ title: 'Lease', category: 'contract' }, MAX_FIELDS_BYTES * 4);
    expect(res).toEqual({ status: 200, body: { name: 'a.pdf', bytes: MAX_FIELDS_BYTES * 4 } });
  });
});
