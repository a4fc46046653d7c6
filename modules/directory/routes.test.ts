// The directory through HTTP against the real app on the API tests' database: an admin lists PIs and imports
// a CSV, a client searches Find My PI (location, radius, statewide, rating, specializations,
// expired licences), sends an inquiry, the linked investigator answers it, the client reviews and
// books a consultation, and the investigator network is staff only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, uploadForm, type TestApp, type TestClient } from '../../test/support/app.js';
import { IMPORT_MESSAGES, MESSAGES, searchQueryString, type InquiryRow, type SearchRequest, type SearchResponse } from './index.js';
import { INVESTIGATOR_MESSAGES } from './investigator-decider.js';
import { INQUIRY_MESSAGES } from './inquiry-decider.js';
import { signInStaff } from '../../test/support/staff-sign-in.js';

async function eventually<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const OPS = { username: 'opsdirectory', password: 'ops-password-1' };
const YEAR = new Date().getUTCFullYear();

async function signUp(app: TestApp): Promise<{ client: TestClient; id: number }> {
  const c = app.client();
  const username = uniqueName('dir');
  const res = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
  expect(res.status).toBe(201);
  return { client: c, id: res.body.id as number };
}

const listing = (over: Record<string, unknown> = {}) => ({
  fullName: `Sample PI ${uniqueName('n')} (sample)`,
  agencyName: 'Sample Agency',
  licenseNumber: uniqueName('LIC'),
  licenseExpiration: `${YEAR + 2}-06-30`,
  licenseState: 'TX',
  yearsExperience: 7,
  specializations: ['Surveillance'],
  bio: 'Fictional.',
  email: 'pi@example.com',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  hourlyRate: 90,
  responseTimeHours: 24,
  ...over,
});

describe.each(appDatabaseFlavours())('directory on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;
  let admin: TestClient;
  let client: { client: TestClient; id: number };
  let other: { client: TestClient; id: number };
  let investigator: { client: TestClient; id: number };
  const ids: Record<string, string> = {};

  const list = async (body: Record<string, unknown>) => {
    const res = await admin.post('/api/admin/investigators', body);
    expect(res.status, res.text).toBe(201);
    return res.body.id as string;
  };
  const search = (c: TestClient, body: Record<string, unknown>) =>
    c.post<SearchResponse & { message?: string }>('/api/find-pi/search', {
      investigationType: 'Surveillance',
      location: 'Austin, TX',
      // Any rating unless a test asks for one: these listings are not reviewed, and an unreviewed PI passes no star filter.
      minRating: 0,
      ...body,
    });

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, { OPS_USERNAME: OPS.username, OPS_PASSWORD: OPS.password });
    admin = app.client();
    expect((await signInStaff(admin, { ...OPS, userType: 'investigator' })).status).toBe(200);
    client = await signUp(app);
    other = await signUp(app);
    const username = uniqueName('inv');
    const made = await admin.post('/api/admin/users', {
      username,
      email: `${username}@example.com`,
      password: 'secret-pass',
      role: 'investigator',
    });
    expect(made.status).toBe(201);
    investigator = { client: app.client(), id: made.body.id };
    expect((await signInStaff(investigator.client, { username, password: 'secret-pass', userType: 'investigator' })).status).toBe(200);
    // Austin (near), Round Rock (~18 mi), San Antonio (~75 mi), Dallas (~180 mi), Houston (~145 mi),
    // an expired licence in Austin, an unverified one, and one in Oklahoma City.
    ids.austin = await list(listing({ fullName: 'Austin Near (sample)', specializations: ['Surveillance', 'Skip Tracing'] }));
    ids.roundRock = await list(
      listing({ fullName: 'Round Rock (sample)', zipCode: '78664', city: 'Round Rock', specializations: ['Background Checks'] }),
    );
    ids.sanAntonio = await list(
      listing({ fullName: 'San Antonio (sample)', zipCode: '78205', city: 'San Antonio', specializations: ['Surveillance'] }),
    );
    ids.dallas = await list(listing({ fullName: 'Dallas (sample)', zipCode: '75201', city: 'Dallas', specializations: ['Surveillance'] }));
    ids.expired = await list(listing({ fullName: 'Expired (sample)', licenseExpiration: `${YEAR - 1}-01-01` }));
    ids.unverified = await list(listing({ fullName: 'Unverified (sample)', isVerified: false }));
    ids.okc = await list(
      listing({ fullName: 'Oklahoma (sample)', zipCode: '73102', city: 'Oklahoma City', state: 'OK', licenseState: 'OK' }),
    );
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('searches by radius: only PIs offering the type, an expired licence last and flagged, unverified and far PIs left out', async () => {
    const near = await search(client.client, { maxDistance: 25 });
    expect(near.status, near.text).toBe(200);
    // Round Rock (Background Checks only) is near but does not offer Surveillance: never a match.
    expect(near.body.results.map((r) => r.id)).toEqual([ids.austin, ids.expired]);
    expect(near.body).toMatchObject({
      total: 2,
      expiredLicences: 1,
      summary: '2 investigators offering Surveillance within 25 miles of Austin, TX',
      otherSpecialties: null,
      directoryEmpty: false,
      sort: 'best',
    });
    expect(near.body.results[0]).toMatchObject({
      fullName: 'Austin Near (sample)',
      isVerified: true,
      averageRating: '0.00',
      weightedRating: '3.50',
      hourlyRate: '90.00',
      specializationMatch: 1,
      licenseStatus: 'valid',
    });
    expect(near.body.results[1]).toMatchObject({ licenseStatus: 'expired', licenseExpiration: `${YEAR - 1}-01-01` });
    const hundred = await search(client.client, { maxDistance: 100 });
    expect(hundred.body.results.map((r) => r.id)).toEqual([ids.austin, ids.sanAntonio, ids.expired]);
    const statewide = await search(client.client, { maxDistance: 999 });
    expect(new Set(statewide.body.results.map((r) => r.id))).toEqual(new Set([ids.austin, ids.sanAntonio, ids.dallas, ids.expired]));
    expect(statewide.body.summary).toBe('4 investigators offering Surveillance in TX (statewide)');
    // Nobody offers Surveillance and Background Checks: no match, and Round Rock apart, as another specialty.
    const bySpecialization = await search(client.client, { maxDistance: 999, specializations: ['Background Checks'] });
    expect(bySpecialization.body.results).toEqual([]);
    expect(bySpecialization.body.otherSpecialties?.results.map((r) => r.id)).toEqual([ids.roundRock]);
    const byZip = await client.client.post<SearchResponse>('/api/find-pi/search', {
      investigationType: 'Surveillance',
      location: '73102',
      maxDistance: 25,
      minRating: 0,
    });
    expect(byZip.body.results.map((r) => r.id)).toEqual([ids.okc]);
  });

  it('refuses a search without type or location with SPEC words, and an unknown place with a clear 400', async () => {
    const none = await client.client.post('/api/find-pi/search', { location: 'Austin, TX' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(MESSAGES.searchRequired);
    const noPlace = await client.client.post('/api/find-pi/search', { investigationType: 'Surveillance', location: '  ' });
    expect(noPlace.body.message).toBe(MESSAGES.searchRequired);
    const unknown = await search(client.client, { location: 'Atlantis, ZZ' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(MESSAGES.unknownLocation);
    const badRadius = await search(client.client, { maxDistance: 30 });
    expect(badRadius.status).toBe(400);
    expect(badRadius.body.message).toBe(MESSAGES.radius);
    expect((await app.client().post('/api/find-pi/search', { investigationType: 'Surveillance', location: 'Austin, TX' })).status).toBe(
      401,
    );
  });

  it('answers the GET form (the web app’s) as POST answers the same criteria, from the cache once asked, with the same 400s', async () => {
    const get = (c: TestClient, criteria: SearchRequest) =>
      c.get<SearchResponse & { message?: string }>(`/api/find-pi/search?${searchQueryString(criteria)}`);
    const cases: SearchRequest[] = [
      { investigationType: 'Surveillance', location: 'Austin, TX', maxDistance: 100, minRating: 0 },
      {
        investigationType: 'Surveillance',
        location: 'Austin, TX',
        maxDistance: 999,
        specializations: ['Background Checks', 'Surveillance'],
      },
      { investigationType: 'Surveillance', location: '73102', maxDistance: 25, minRating: 0, urgencyLevel: 'urgent' },
    ];
    for (const criteria of cases) {
      const byGet = await get(client.client, criteria);
      expect(byGet.status, byGet.text).toBe(200);
      expect(byGet.body).toEqual((await client.client.post('/api/find-pi/search', criteria)).body);
      // Asked again with the same query string (by anyone): from the cache, the same answer.
      const hits = app.server.caches.reads.hits;
      expect((await get(other.client, criteria)).body).toEqual(byGet.body);
      expect(app.server.caches.reads.hits - hits).toBe(1);
    }
    expect((await get(client.client, cases[0]!)).body.results.map((r) => r.id)).toEqual([ids.austin, ids.sanAntonio, ids.expired]);

    const refused = async (query: string, message: string) => {
      for (let i = 0; i < 2; i++) {
        // Twice: a refusal is never kept as an answer.
        const res = await client.client.get(`/api/find-pi/search${query}`);
        expect(res.status, `${query}: ${res.text}`).toBe(400);
        expect(res.body.message).toBe(message);
      }
    };
    await refused('', MESSAGES.searchRequired);
    await refused('?location=Austin%2C+TX', MESSAGES.searchRequired);
    await refused('?investigationType=Surveillance&location=+++', MESSAGES.searchRequired);
    await refused('?investigationType=Surveillance&location=Atlantis%2C+ZZ', MESSAGES.unknownLocation);
    await refused('?investigationType=Surveillance&location=Austin%2C+TX&maxDistance=30', MESSAGES.radius);
    await refused('?investigationType=Surveillance&location=Austin%2C+TX&minRating=9', MESSAGES.rating);
    await refused(
      '?investigationType=Surveillance&location=Austin%2C+TX&specializations=Astrology',
      'Invalid option: expected one of "Missing Persons"|"Background Checks"|"Surveillance"|"Corporate Investigations"|"Insurance Claims"|"Infidelity/Cheating"|"Asset Searches"|"Skip Tracing"|"Legal Support"|"Fraud Investigation"|"Criminal Defense"|"Child Custody"|"Workers\' Compensation"|"Other"',
    );
    // An empty optional field takes its default; a repeated one its first value.
    const defaults = await client.client.get<SearchResponse>(
      '/api/find-pi/search?investigationType=Surveillance&location=Austin%2C+TX&maxDistance=&minRating=0&maxDistance=25',
    );
    expect(defaults.status, defaults.text).toBe(200);
    expect(defaults.body).toEqual(
      (await client.client.post('/api/find-pi/search', { investigationType: 'Surveillance', location: 'Austin, TX', minRating: 0 })).body,
    );
    expect((await app.client().get(`/api/find-pi/search?${searchQueryString(cases[0]!)}`)).status).toBe(401);
  });

  it('a client sends an inquiry (user from the session), the linked investigator answers, the client reviews and books', async () => {
    const sent = await client.client.post('/api/pi-inquiries', {
      userId: other.id,
      piId: ids.austin,
      investigationType: 'Surveillance',
      location: 'Austin, TX',
      urgencyLevel: 'high',
      description: 'Two days of surveillance, please.',
      budget: '$1,000 - $2,500',
      preferredContactMethod: 'both',
    });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.message).toBe(MESSAGES.inquirySent);
    const inquiryId = sent.body.id as string;
    const mine = await client.client.get<InquiryRow[]>('/api/pi-inquiries');
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({
      id: inquiryId,
      userId: client.id,
      piName: 'Austin Near (sample)',
      status: 'pending',
      urgencyLevel: 'high',
    });
    expect((await other.client.get<InquiryRow[]>('/api/pi-inquiries')).body).toEqual([]);
    const blank = await client.client.post('/api/pi-inquiries', {
      piId: ids.austin,
      investigationType: 'Surveillance',
      location: 'Austin, TX',
      description: '   ',
      budget: 'Under $500',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(MESSAGES.descriptionRequired);

    // Not linked yet: the investigator sees nothing and may not answer.
    expect((await investigator.client.get<InquiryRow[]>('/api/pi-inquiries')).body).toEqual([]);
    const early = await investigator.client.patch(`/api/pi-inquiries/${inquiryId}`, { response: 'Yes', estimatedCost: 500 });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(INQUIRY_MESSAGES.notYourListing);
    expect((await admin.put(`/api/admin/investigators/${ids.austin}/account`, { userId: client.id })).status).toBe(400);
    expect((await admin.put(`/api/admin/investigators/${ids.austin}/account`, { userId: investigator.id })).status).toBe(200);
    const theirs = await investigator.client.get<InquiryRow[]>('/api/pi-inquiries');
    expect(theirs.body.map((i) => i.id)).toEqual([inquiryId]);
    const answered = await investigator.client.patch(`/api/pi-inquiries/${inquiryId}`, {
      response: 'Available Monday.',
      estimatedCost: 1200.5,
    });
    expect(answered.status, answered.text).toBe(200);
    expect((await investigator.client.patch(`/api/pi-inquiries/${inquiryId}`, { response: 'Again', estimatedCost: 1 })).status).toBe(409);
    const seen = await client.client.get<InquiryRow[]>('/api/pi-inquiries');
    expect(seen.body[0]).toMatchObject({ status: 'answered', piResponse: 'Available Monday.', estimatedCost: '1200.50' });
    expect((await admin.get<InquiryRow[]>('/api/pi-inquiries')).body.map((i) => i.id)).toContain(inquiryId);

    // Reviews: only a client who sent this PI an inquiry, once, 1–5.
    const stranger = await other.client.post('/api/pi-reviews', { piId: ids.austin, rating: 5, review: 'Great' });
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(INVESTIGATOR_MESSAGES.noInquiry);
    expect((await client.client.post('/api/pi-reviews', { piId: ids.austin, rating: 6 })).status).toBe(400);
    expect((await client.client.post('/api/pi-reviews', { piId: ids.austin, rating: 4, review: 'Thorough' })).status).toBe(201);
    expect((await client.client.post('/api/pi-reviews', { piId: ids.austin, rating: 5 })).status).toBe(409);
    // The view may lag the answer on a loaded machine: poll (bounded).
    const reviews = await eventually(
      () => client.client.get(`/api/pi-reviews?piId=${ids.austin}`),
      (r) => r.body.length > 0,
    );
    expect(reviews.body).toMatchObject([{ rating: 4, review: 'Thorough', piId: ids.austin }]);
    expect((await client.client.get('/api/pi-reviews')).status).toBe(400);
    const rated = await eventually(
      () => search(client.client, { maxDistance: 25 }),
      (r) => r.body.results[0]?.totalReviews === 1,
    );
    expect(rated.body.results[0]).toMatchObject({ id: ids.austin, averageRating: '4.00', totalReviews: 1 });
    // A minimum rating above the average leaves that PI out; an unreviewed PI has earned no stars and passes no star filter.
    expect((await search(client.client, { maxDistance: 25, minRating: 4.5 })).body.results).toEqual([]);
    expect((await search(client.client, { maxDistance: 25, minRating: 4 })).body.results.map((r) => r.id)).toEqual([ids.austin]);

    // Consultations: the client books and moves it; either party cancels; both see it.
    const at = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect((await other.client.put(`/api/pi-inquiries/${inquiryId}/consultation`, { startsAt: at })).status).toBe(403);
    expect((await client.client.put(`/api/pi-inquiries/${inquiryId}/consultation`, { startsAt: '2001-01-01T10:00:00Z' })).status).toBe(400);
    expect((await client.client.put(`/api/pi-inquiries/${inquiryId}/consultation`, { startsAt: at })).status).toBe(200);
    const later = new Date(Date.now() + 4 * 86_400_000).toISOString();
    expect((await client.client.put(`/api/pi-inquiries/${inquiryId}/consultation`, { startsAt: later })).status).toBe(200);
    const booked = await investigator.client.get<InquiryRow[]>('/api/pi-inquiries');
    expect(booked.body[0]!.consultation).toEqual({
      status: 'scheduled',
      scheduledAt: later,
      duration: 60,
      timeZone: 'UTC',
      cancelReason: null,
    });
    expect((await investigator.client.post(`/api/pi-inquiries/${inquiryId}/consultation/cancel`, { reason: 'conflict' })).status).toBe(200);
    expect((await client.client.get<InquiryRow[]>('/api/pi-inquiries')).body[0]!.consultation).toMatchObject({
      status: 'cancelled',
      cancelReason: 'conflict',
    });
  });

  it('the network is staff only; admins add, edit and remove members', async () => {
    const denied = await client.client.get('/api/investigator-network');
    expect(denied.status).toBe(403);
    const member = {
      legalName: 'Lone Star Sample Agency (sample)',
      contactEmail: 'lonestar@example.com',
      operationalStates: ['tx'],
      specializations: ['Surveillance'],
    };
    expect((await investigator.client.post('/api/investigator-network', member)).status).toBe(403);
    const added = await admin.post('/api/investigator-network', member);
    expect(added.status, added.text).toBe(201);
    const seen = await investigator.client.get('/api/investigator-network');
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject([
      { id: added.body.id, legalName: member.legalName, operationalStates: ['TX'], status: 'active', licenseRequired: false },
    ]);
    expect((await admin.put(`/api/investigator-network/${added.body.id}`, { ...member, notes: 'Prefers email' })).status).toBe(200);
    expect((await investigator.client.get('/api/investigator-network')).body[0].notes).toBe('Prefers email');
    expect((await admin.delete(`/api/investigator-network/${added.body.id}`)).status).toBe(204);
    expect((await investigator.client.get('/api/investigator-network')).body).toEqual([]);
    expect((await admin.delete(`/api/investigator-network/${added.body.id}`)).status).toBe(404);
  });

  it('imports a CSV: a bad row rejects the whole file with reasons; good rows go in; re-import is idempotent', async () => {
    const header = 'fullName,licenseNumber,licenseExpiration,licenseState,specializations,email,city,state,zipCode,hourlyRate';
    const lic = uniqueName('CSV');
    const good = [
      `Import One (sample),${lic}-1,${YEAR + 1}-01-01,TX,Surveillance;Skip Tracing,one@example.com,Austin,TX,78701,75`,
      `Import Two (sample),${lic}-2,${YEAR + 1}-01-01,TX,Background Checks,two@example.com,Austin,TX,78702,`,
    ];
    const bad = await admin.post('/api/admin/investigators/import', {
      csv: [header, ...good, `Bad Row,,not-a-date,TX,Juggling,nope,Austin,TX,00000,`].join('\n'),
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ total: 3, imported: 0 });
    expect(bad.body.rejected).toHaveLength(1);
    expect(bad.body.rejected[0].line).toBe(4);
    expect(bad.body.rejected[0].reasons.join(' ')).toMatch(/licenseNumber/);
    expect(bad.body.rejected[0].reasons.join(' ')).toMatch(/email/);
    const none = await search(client.client, { maxDistance: 25, specializations: ['Skip Tracing'] });
    expect(none.body.results.map((r) => r.fullName)).not.toContain('Import One (sample)');
    const ok = await admin.post('/api/admin/investigators/import', { csv: [header, ...good].join('\n') });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toMatchObject({ total: 2, imported: 2, updated: 0, unchanged: 0, rejected: [] });
    const again = await admin.post('/api/admin/investigators/import', { csv: [header, ...good].join('\n') });
    expect(again.body).toMatchObject({ total: 2, imported: 0, updated: 0, unchanged: 2 });
    const found = await search(client.client, { maxDistance: 25, specializations: ['Skip Tracing'] });
    expect(found.body.results.map((r) => r.fullName).sort()).toEqual(['Austin Near (sample)', 'Import One (sample)']);
    const dup = await admin.post('/api/admin/investigators/import', { csv: [header, good[0], good[0]].join('\n') });
    expect(dup.status).toBe(422);
    expect(dup.body.rejected[0].reasons[0]).toMatch(/same licence is on line 2/);
  });

  it('imports an uploaded CSV file (the admin screen): rejected rows with lines and reasons, then imported, updated and unchanged counts', async () => {
    const upload = (csv: string | Uint8Array, c = admin) =>
      c.request(
        'POST',
        '/api/admin/directory/import',
        uploadForm('file', typeof csv === 'string' ? new TextEncoder().encode(csv) : csv, 'directory.csv', 'text/csv'),
      );
    const header = 'fullName,licenseNumber,licenseExpiration,licenseState,specializations,email,city,state,zipCode';
    const lic = uniqueName('UP');
    const row = (n: number, spec = 'Surveillance') =>
      `Upload ${n} (sample),${lic}-${n},${YEAR + 1}-01-01,TX,${spec},up${n}@example.com,Austin,TX,78701`;
    const bad = await upload(
      [header, row(1), `Upload Bad (sample),${lic}-9,${YEAR + 1}-01-01,TX,Surveillance,up9@example.com,Austin,TX,00000`, row(2)].join('\n'),
    );
    expect(bad.status, bad.text).toBe(422);
    expect(bad.body).toMatchObject({ message: IMPORT_MESSAGES.rejected(1, 3), total: 3, imported: 0, updated: 0, unchanged: 0 });
    expect(bad.body.rejected).toEqual([{ line: 3, reasons: ['zipCode: unknown ZIP code 00000'] }]);
    const none = await search(client.client, { maxDistance: 25 });
    expect(none.body.results.map((r) => r.fullName)).not.toContain('Upload 1 (sample)');

    const first = await upload([header, row(1), row(2)].join('\n'));
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ total: 2, imported: 2, updated: 0, unchanged: 0, rejected: [] });
    const changed = await upload([header, row(1), row(2, 'Surveillance;Skip Tracing'), row(3)].join('\n'));
    expect(changed.body).toEqual({ total: 3, imported: 1, updated: 1, unchanged: 1, rejected: [] });
    const found = await search(client.client, { maxDistance: 25 });
    expect(found.body.results.map((r) => r.fullName)).toEqual(
      expect.arrayContaining(['Upload 1 (sample)', 'Upload 2 (sample)', 'Upload 3 (sample)']),
    );

    expect((await upload([header, row(1)].join('\n'), client.client)).status).toBe(403);
    const notText = await upload(new Uint8Array([0xff, 0xfe, 0x00, 0xd8, 0x00]));
    expect(notText.status).toBe(400);
    expect(notText.body.message).toBe(IMPORT_MESSAGES.notText);
    const empty = await upload('  \n');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(IMPORT_MESSAGES.empty);
    const missing = await admin.request('POST', '/api/admin/directory/import', uploadForm('other', new TextEncoder().encode('x'), 'x.csv'));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(IMPORT_MESSAGES.missing);
    const tooBig = await upload(new Uint8Array(6 * 1024 * 1024).fill(0x61));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(IMPORT_MESSAGES.tooLarge);
    expect((await admin.post('/api/admin/directory/import', { csv: header })).status).toBe(415);
  });

  it('seals an inquiry’s description and place, the PI’s response, a cancellation’s reason and a review’s text with the client’s key: erasing the client shreds them', async () => {
    const erased = await signUp(app);
    const secret = uniqueName('secret');
    const words = {
      description: `Description ${secret}`,
      location: `Austin ${secret}`,
      response: `Response ${secret}`,
      reason: `Reason ${secret}`,
      review: `Review ${secret}`,
    };
    const sent = await erased.client.post('/api/pi-inquiries', {
      piId: ids.austin,
      investigationType: 'Surveillance',
      location: words.location,
      description: words.description,
      budget: 'Under $500',
    });
    expect(sent.status, sent.text).toBe(201);
    const inquiryId = sent.body.id as string;
    expect((await admin.put(`/api/admin/investigators/${ids.austin}/account`, { userId: investigator.id })).status).toBe(200);
    expect(
      (await investigator.client.patch(`/api/pi-inquiries/${inquiryId}`, { response: words.response, estimatedCost: 300 })).status,
    ).toBe(200);
    expect((await erased.client.post('/api/pi-reviews', { piId: ids.austin, rating: 5, review: words.review })).status).toBe(201);
    const at = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect((await erased.client.put(`/api/pi-inquiries/${inquiryId}/consultation`, { startsAt: at })).status).toBe(200);
    expect((await erased.client.post(`/api/pi-inquiries/${inquiryId}/consultation/cancel`, { reason: words.reason })).status).toBe(200);

    const store = app.server.deps.store;
    const stored = async () =>
      JSON.stringify(
        [...(await store.readStreamRaw(`inquiry-${inquiryId}`)), ...(await store.readStreamRaw(`investigator-${ids.austin}`))].map(
          (e) => e.data,
        ),
      );
    // Never in the clear in the store; readable through it while the client's key exists.
    expect(await stored()).not.toContain(secret);
    const opened = await store.readStream(`inquiry-${inquiryId}`);
    expect(opened.find((e) => e.type === 'InquirySent')!.data.pii).toEqual({
      description: words.description,
      location: words.location,
      contact: { email: null, phone: null },
    });
    expect(opened.find((e) => e.type === 'InquiryAnswered')!.data.pii).toEqual({ piResponse: words.response });
    expect(opened.find((e) => e.type === 'ConsultationCancelled')!.data.pii).toEqual({ reason: words.reason });
    const theirs = await eventually(
      () => investigator.client.get<InquiryRow[]>('/api/pi-inquiries'),
      (r) => r.body.find((i) => i.id === inquiryId)?.consultation?.status === 'cancelled',
    );
    expect(theirs.body.find((i) => i.id === inquiryId)).toMatchObject({
      description: words.description,
      location: words.location,
      piResponse: words.response,
      consultation: { status: 'cancelled', cancelReason: words.reason },
    });
    // The investigator is told of the cancellation, not given a copy of the reason (sealed with their own key, it would outlive the client).
    const told = await eventually(
      () => investigator.client.get<{ items: { kind: string; message: string }[] }>('/api/notifications'),
      (r) => r.body.items.some((n) => n.kind === 'consultation-cancelled'),
    );
    expect(JSON.stringify(told.body)).not.toContain(secret);
    const reviewed = await eventually(
      () => client.client.get<{ review: string }[]>(`/api/pi-reviews?piId=${ids.austin}`),
      (r) => r.body.some((x) => x.review === words.review),
    );
    expect(reviewed.body.map((r) => r.review)).toContain(words.review);
    // Sealed in the views too (issue 29 H3): a copy of the database reads ciphertext, not the words.
    const copy = JSON.stringify([
      await db.db.knex('directory_inquiries_view').where({ id: inquiryId }),
      await db.db.knex('directory_reviews_view').where({ user_id: erased.id }),
    ]);
    expect(copy).not.toContain(secret);
    expect(copy.match(/cb1:/g)).toHaveLength(5); // description, place, response, cancellation reason, review

    expect((await erased.client.post('/api/user/erase', { password: 'secret-pass' })).status).toBe(204);
    const shredded = await eventually(
      () => store.readStream(`inquiry-${inquiryId}`),
      (events) => events.every((e) => !('pii' in e.data) || e.data.pii === null),
    );
    expect(shredded.filter((e) => 'pii' in e.data).map((e) => e.data.pii)).toEqual([null, null, null]);
    const review = (await store.readStream(`investigator-${ids.austin}`)).find(
      (e) => e.type === 'ReviewPosted' && e.data.userId === String(erased.id),
    );
    expect(review!.data).toMatchObject({ rating: 5, pii: null });
    expect(await stored()).not.toContain(secret);
    const views = async () =>
      JSON.stringify([
        (await investigator.client.get('/api/pi-inquiries')).body,
        (await admin.get('/api/pi-inquiries')).body,
        (await client.client.get(`/api/pi-reviews?piId=${ids.austin}`)).body,
      ]);
    await eventually(views, (v) => !v.includes(secret));
    expect(await views()).not.toContain(secret);
    // A rebuild from the events cannot bring the text back.
    await app.server.deps.runner.rebuild(['directory']);
    expect(await views()).not.toContain(secret);
    const rows = JSON.stringify([await db.db.knex('directory_inquiries_view'), await db.db.knex('directory_reviews_view')]);
    expect(rows).not.toContain(secret);
  });
});
