// Passage retrieval over the documents view on a real database: the rows go in through the view's own
// projector, then findDocumentPassages answers from the asking user's documents only, with passages
// that are exactly the text of the page they name, ranked so the passage holding the answer comes first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { migrate } from '../../infra/db/index.js';
import { databaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { DOCUMENTS_VIEW_MIGRATIONS, putDocument, readerOf } from '../../test/support/documents-view.js';
import { anyWordQuery, findDocumentPassages } from './passages.js';
import { getDocument } from './queries.js';

const LEASE_PAGE_1 =
  'RESIDENTIAL LEASE AGREEMENT\n\nThis Lease is made between Harbor View Properties LLC ("Landlord") and Dana Whitfield ("Tenant"). ' +
  'The Landlord rents to the Tenant the apartment at 12 Elm Street, Unit 4, Springfield.\n\n' +
  '1. Rent. The Tenant shall pay a monthly rent of $1,450.00 on the first day of each month.';
const LEASE_PAGE_2 =
  '2. Term. The lease term begins on February 1, 2025 and the lease ends on January 31, 2026, unless renewed in writing.\n\n' +
  '3. Pets. No pets are allowed in the apartment without the written consent of the Landlord.';
const OTHER_USERS_NDA =
  'MUTUAL NON-DISCLOSURE AGREEMENT. This agreement between Acme Corp. and Widget Inc. ends on March 3, 2027. ' +
  'The lease of the Widget warehouse ends on June 30, 2030. Signed by Jordan Blake for Acme Corp.';

describe.each(databaseFlavours().slice(0, 1))('findDocumentPassages on $name', (flavour) => {
  let db: TestDatabase;
  let knex: Knex;
  let lease: string;
  const alice = 7001;
  const bob = 7002;

  beforeAll(async () => {
    db = await flavour.open();
    knex = db.db.knex;
    await migrate(knex, DOCUMENTS_VIEW_MIGRATIONS);
    lease = await putDocument(knex, alice, 'Lease.pdf', [LEASE_PAGE_1, LEASE_PAGE_2], {
      documentType: 'Lease Agreement',
      parties: ['Harbor View Properties LLC'],
    });
    await putDocument(knex, bob, 'NDA.pdf', [OTHER_USERS_NDA], {
      documentType: 'Non-Disclosure Agreement',
      parties: ['Acme Corp.', 'Widget Inc.'],
    });
  }, 60_000);
  afterAll(() => db?.close());

  it("answers from the asking user's documents only, never another user's", async () => {
    const forAlice = await findDocumentPassages(readerOf(knex), alice, 'When does the lease end?', { limit: 10 });
    expect(forAlice.length).toBeGreaterThan(0);
    expect(new Set(forAlice.map((p) => p.documentId))).toEqual(new Set([lease]));
    // Bob's NDA holds the same words ("lease ends"), and Alice still never gets it; Bob never gets her lease.
    const forBob = await findDocumentPassages(readerOf(knex), bob, 'When does the lease end?', { limit: 10 });
    expect(forBob.map((p) => p.fileName)).toEqual(forBob.map(() => 'NDA.pdf'));
    expect(forBob.some((p) => p.documentId === lease)).toBe(false);
    expect(await findDocumentPassages(readerOf(knex), 7003, 'When does the lease end?')).toEqual([]);
  });

  it('ranks the passage with the date first for "when", and names its page', async () => {
    const [best] = await findDocumentPassages(readerOf(knex), alice, 'When does my lease end?');
    expect(best).toMatchObject({ documentId: lease, fileName: 'Lease.pdf', documentType: 'Lease Agreement', page: 2 });
    expect(best!.text).toContain('January 31, 2026');
  });

  it('ranks the amount first for "how much", the name for "who"', async () => {
    const [rent] = await findDocumentPassages(readerOf(knex), alice, 'How much is the rent?');
    expect(rent!.text).toContain('$1,450.00');
    expect(rent!.page).toBe(1);
    const [who] = await findDocumentPassages(readerOf(knex), alice, 'Who is the landlord?');
    expect(who!.text).toContain('Harbor View Properties LLC');
  });

  it('gives passages that are exactly the text of the page they name', async () => {
    // The view's row is sealed (decision 0056): the text and its pages as the document's read opens them.
    const doc = (await getDocument(readerOf(knex), alice, lease))!;
    const pages = doc.pages;
    expect(pages.length).toBe(2);
    const found = await findDocumentPassages(readerOf(knex), alice, 'rent term pets landlord tenant apartment', { limit: 20 });
    expect(found.length).toBeGreaterThan(3);
    for (const p of found) {
      expect(doc.extractedText.slice(p.start, p.end)).toBe(p.text);
      const page = pages.find((x) => x.page === p.page)!;
      expect(p.start).toBeGreaterThanOrEqual(page.start);
      expect(p.end).toBeLessThanOrEqual(page.end);
    }
  });

  it('finds a document though it lacks one of the words, and nothing for words no document holds', async () => {
    const found = await findDocumentPassages(readerOf(knex), alice, 'what is the rent for the garage');
    expect(found[0]?.text).toContain('monthly rent');
    expect(await findDocumentPassages(readerOf(knex), alice, 'police report timestamp')).toEqual([]);
  });

  it('builds the OR query from letters and digits only', () => {
    expect(anyWordQuery("When's the lease's end? (a|b) & !c 'x':*")).toBe('when | the | lease | end');
  });
});
