// The letter templates through HTTP on the API tests' database: the library as published at start-up, a
// letter rendered as PDF and DOCX with the user's values, and the variable rules.
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { templateStream } from './index.js';
import { LIBRARY } from './library.js';
import { publishLibrary } from './commands.js';

async function pdfText(buf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(buf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function download(c: TestClient, id: string, body: unknown) {
  const cookie = c
    .cookieNames()
    .map((n) => `${n}=${c.cookie(n)}`)
    .join('; ');
  const res = await fetch(`${c.baseUrl}/api/templates/${id}/render`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const demand = {
  senderName: 'Dana Whitfield',
  senderAddress: '42 Elm Street, Apt. 3\nSpringfield, IL 62701',
  date: 'May 1, 2026',
  recipientName: 'Morgan Lee',
  recipientAddress: '9 Oak Avenue\nSpringfield, IL 62704',
  amountOwed: '$1,850.00',
  reasonOwed: 'the unreturned security deposit for 42 Elm Street, Apt. 3',
  paymentDeadline: 'May 31, 2026',
};

describe.each(appDatabaseFlavours())('templates on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;
  let c: TestClient;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db);
    c = app.client();
    const username = uniqueName('tpl');
    expect((await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('lists the library, published once at start-up; publishing the same texts again adds nothing', async () => {
    const list = await c.get('/api/templates');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(LIBRARY.length);
    expect(list.body[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      category: 'Investigative',
      subcategory: expect.any(String),
      description: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await publishLibrary(app.server.deps, LIBRARY)).toBe(0);
    const stream = await app.server.deps.store.readStream(templateStream('small-claims-demand-letter'));
    expect(stream.map((e) => e.type)).toEqual(['TemplatePublished']);
    // A changed text is the next version; the list shows the new one.
    const changed = { ...LIBRARY.find((t) => t.id === 'small-claims-demand-letter')!, description: 'Revised description.' };
    expect(await publishLibrary(app.server.deps, [changed])).toBe(1);
    const one = await c.get('/api/templates/small-claims-demand-letter');
    expect(one.body.description).toBe('Revised description.');
    expect(Date.parse(one.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(one.body.createdAt));
  });

  it('answers one template with its text and variables; an unknown one is 404', async () => {
    const res = await c.get('/api/templates/evidence-preservation-request');
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Evidence Preservation (Litigation Hold) Request');
    expect(res.body.template).toContain('{{evidenceDescription}}');
    expect(res.body.variables.find((v: { name: string }) => v.name === 'recipientAddress')).toMatchObject({
      required: true,
      multiline: true,
    });
    expect((await c.get('/api/templates/no-such-letter')).body).toEqual({ message: 'Template not found', code: 'NOT_FOUND' });
    expect((await c.get('/api/templates/..%2Fetc')).status).toBe(404);
    expect((await app.client().get('/api/templates')).status).toBe(401);
  });

  it('renders the filled letter as a PDF', async () => {
    const { res, bytes } = await download(c, 'small-claims-demand-letter', { format: 'pdf', variables: demand });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="small-claims-demand-letter.pdf"');
    const text = await pdfText(bytes);
    expect(text).toContain('RE: Demand for Payment of $1,850.00');
    expect(text).toContain('You owe me $1,850.00 for the unreturned security deposit for 42 Elm Street, Apt. 3.');
    expect(text).toContain('pay this amount in full by May 31, 2026.');
    expect(text).toContain('Springfield, IL 62704');
    expect(text).toContain('not legal advice');
  });

  it('renders the filled letter as a DOCX', async () => {
    const { res, bytes } = await download(c, 'small-claims-demand-letter', {
      format: 'docx',
      variables: { ...demand, paymentMethod: 'a check mailed to the address above' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const { value } = await mammoth.extractRawText({ buffer: bytes });
    expect(value).toContain('Dear Morgan Lee:');
    expect(value).toContain('by May 31, 2026, by a check mailed to the address above.');
    expect(value).toContain('Dana Whitfield');
  });

  it('refuses bad requests with 400s that say what is wrong', async () => {
    const post = (body: unknown) => c.post('/api/templates/small-claims-demand-letter/render', body);
    const { amountOwed: _a, paymentDeadline: _p, ...partial } = demand;
    expect((await post({ format: 'pdf', variables: partial })).body).toMatchObject({
      message: 'Missing required variables: amountOwed, paymentDeadline',
      code: 'VALIDATION',
    });
    expect((await post({ format: 'pdf' })).body.message).toMatch(/^Missing required variables: senderName, senderAddress/);
    expect((await post({ format: 'rtf', variables: demand })).body.message).toBe('Format must be pdf or docx');
    expect((await post({ format: 'pdf', variables: { ...demand, nickname: 'x' } })).body.message).toBe('Unknown variables: nickname');
    expect((await post({ format: 'pdf', variables: { ...demand, amountOwed: '$5\u0000' } })).body.message).toBe(
      'Text must not contain control characters',
    );
    expect((await post({ format: 'pdf', variables: { ...demand, amountOwed: 5 } })).body.message).toBe(
      'Variables must be an object of text values',
    );
    expect((await post({ format: 'pdf', variables: { ...demand, recipientName: 'A\nB' } })).status).toBe(400);
    expect((await c.post('/api/templates/no-such-letter/render', { format: 'pdf', variables: demand })).status).toBe(404);
    expect((await app.client().post('/api/templates/small-claims-demand-letter/render', { format: 'pdf', variables: demand })).status).toBe(
      401,
    );
  });
});
