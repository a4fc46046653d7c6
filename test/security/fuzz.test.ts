// Contract fuzzing: every JSON endpoint (each access row with a `schema`) is fed bodies generated
// from its zod contract — valid ones, ones with a hostile or wrongly typed field, raw JSON with
// prototype keys, wrong top-level types and deep nesting — plus the transport attacks (bad gzip,
// form and text bodies, a foreign Origin). Every GET with a query contract (`query`) gets generated
// and hostile query strings; every route with path parameters gets hostile parameters. The answer is never a 500, never shows a stack trace or SQL, and every view is still
// healthy and caught up afterwards. Runs are fixed per endpoint; the seed is printed for replay
// (FUZZ_SEED=<seed> npx vitest run --project server test/security/fuzz.test.ts).
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor, RouteAccess } from '../../infra/http/access.js';
import { eventSchemas } from '../../app/modules.js';
import { appDatabaseFlavours, type TestDatabase } from '../support/databases.js';
import { startTestApp, type TestApp, type TestResponse } from '../support/app.js';
import { accessTable, AdminSession, bodies, fillPath, MATRIX_ENV, resources, World, type Session } from './fixtures.js';
import { HOSTILE_STRINGS, hostileBody, rawJsonBody, validBody } from './zod-arbitrary.js';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Generated bodies per JSON endpoint, and hostile parameters per route with parameters. */
const BODY_RUNS = Number(process.env.FUZZ_RUNS ?? 16);
const PARAM_RUNS = 16;

/** What every field of every endpoint gets at least once. */
const CORE_HOSTILE: readonly unknown[] = [
  'a\u0000b',
  '\u0007bell\u0085next',
  '\u202Eevil\u200B',
  '\uD800',
  'x'.repeat(100_000),
  -1,
  null,
  [],
  { $ne: null },
];

const LEAKS: [string, RegExp][] = [
  ['a stack trace', /\n\s+at [^\n]*:\d+:\d+|node_modules\/|\.ts:\d+:\d+/],
  [
    'SQL or a database error',
    /syntax error at or near|duplicate key value|violates [a-z -]*constraint|relation "[^"]+"|invalid input syntax for|column "[^"]+" (of|does)|unterminated quoted|\bknex\b|\bpg_[a-z_]+\(/i,
  ],
];

const flavour = appDatabaseFlavours()[0]!;

describe(`contract fuzzing on ${flavour.name} (seed ${SEED})`, () => {
  let db: TestDatabase;
  let app: TestApp;
  let requests = 0;
  const problems: string[] = [];

  beforeAll(async () => {
    console.log(`Fuzz seed: ${SEED} (replay with FUZZ_SEED=${SEED})`);
    db = await flavour.open();
    app = await startTestApp(db, MATRIX_ENV);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  function check(route: string, what: string, res: TestResponse): boolean {
    requests += 1;
    const bad: string[] = [];
    if (res.status >= 500) bad.push(`answered ${res.status}`);
    for (const [name, pattern] of LEAKS) if (pattern.test(res.text)) bad.push(`showed ${name}`);
    if (bad.length) problems.push(`${route} (${what}): ${bad.join(', ')} — ${res.text.slice(0, 200)}`);
    return bad.length === 0;
  }

  /** The caller the route lets in, so the fuzz reaches its handler, and the path's resource. */
  async function callerFor(
    row: RouteAccess,
    admin: AdminSession,
  ): Promise<{ session: Session; params: Record<string, string>; world: World }> {
    const world = new World(app, admin);
    const allowed =
      (['owner', 'admin', 'investigator', 'otherClient', 'auditor', 'anonymous'] as Actor[]).find((a) => row.expect[a] < 300) ?? 'owner';
    const session = await world.get(allowed);
    const params = row.resource ? await resources[row.resource]!({ app, world, owner: await world.get('owner') }) : {};
    // The body fixture prepares the caller (Premium for an escalation, a subscription for a payment).
    if (row.body) await bodies[row.body]!({ app, world, actor: session });
    return { session, params, world };
  }

  it('never answers 500, a stack trace or SQL to generated and hostile bodies on any JSON endpoint', async () => {
    const admin = new AdminSession(app);
    const table = accessTable();
    const jsonRoutes = Object.entries(table).filter(([, row]) => row.schema);
    expect(jsonRoutes.length).toBeGreaterThan(12);
    let seed = SEED;
    for (const [route, row] of jsonRoutes) {
      const [method, path] = route.split(' ') as [string, string];
      const { session, params } = await callerFor(row, admin);
      const url = fillPath(path, params);
      const send = (body: string, headers: Record<string, string> = {}) =>
        session.client.request(method, url, body, { 'content-type': 'application/json', ...headers });

      // Generated bodies: valid, one field hostile or of the wrong type, raw JSON tricks.
      const schema = row.schema!;
      const body = fc.oneof(
        { weight: 2, arbitrary: validBody(schema).map((b) => JSON.stringify(b)) },
        { weight: 4, arbitrary: hostileBody(schema).map((b) => JSON.stringify(b)) },
        { weight: 2, arbitrary: rawJsonBody(schema) },
      );
      await fc.assert(
        fc.asyncProperty(body, async (text) => check(route, `body ${text.slice(0, 80)}`, await send(text))),
        { seed: seed++, numRuns: BODY_RUNS, endOnFailure: true },
      );

      // Every field, in turn, gets each core hostile value (random runs alone could miss one).
      const valid = JSON.stringify(fc.sample(validBody(schema), { seed, numRuns: 1 })[0]);
      for (const key of Object.keys(
        (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object }).properties ?? {},
      )) {
        for (const value of CORE_HOSTILE) {
          const text = JSON.stringify({ ...(JSON.parse(valid) as object), [key]: value });
          check(route, `${key} = ${JSON.stringify(value)?.slice(0, 40)}`, await send(text));
        }
      }

      // Transport attacks, each with its exact answer.
      const transport: [string, Promise<TestResponse>, number][] = [
        ['bad gzip', send(valid, { 'content-encoding': 'gzip' }), 400],
        ['bad deflate', send(valid, { 'content-encoding': 'deflate' }), 400],
        [
          'form encoding',
          send(new URLSearchParams(JSON.parse(valid) as Record<string, string>).toString(), {
            'content-type': 'application/x-www-form-urlencoded',
          }),
          415,
        ],
        ['text body', send(valid, { 'content-type': 'text/plain' }), 415],
        ['foreign Origin', send(valid, { origin: 'https://evil.example' }), 403],
        ['cross-site fetch', send(valid, { 'sec-fetch-site': 'cross-site' }), 403],
        ['broken JSON', send(`${valid.slice(0, -1)},`), 400],
        ['200 kB body', send(JSON.stringify({ pad: HOSTILE_STRINGS.find((s) => s.length === 100_000)!.repeat(2) })), 413],
      ];
      for (const [what, pending, status] of transport) {
        const res = await pending;
        if (check(route, what, res) && res.status !== status)
          problems.push(`${route} (${what}): expected ${status}, got ${res.status} ${res.text.slice(0, 120)}`);
      }
    }
    // No body could reach Object.prototype.
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(problems).toEqual([]);
  }, 600_000);

  it('never answers 500, a stack trace or SQL to generated and hostile query strings on any GET with a query contract', async () => {
    const admin = new AdminSession(app);
    const queryRoutes = Object.entries(accessTable()).filter(([, row]) => row.query);
    expect(queryRoutes.length).toBeGreaterThan(0);
    // A body's fields as a query string: lists repeated, anything else as its JSON text or string.
    const toQuery = (fields: unknown) => {
      const params = new URLSearchParams();
      if (fields && typeof fields === 'object' && !Array.isArray(fields)) {
        for (const [key, value] of Object.entries(fields)) {
          for (const v of Array.isArray(value) ? value : [value]) params.append(key, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
        }
      }
      return params.toString();
    };
    // Raw query strings, sent as they are: broken escapes, prototype keys, bracket syntax, huge repeats.
    const raw = fc.constantFrom(
      '%',
      '%zz&location=%E0%A4%A',
      '__proto__[isAdmin]=1&constructor[prototype][polluted]=1',
      'specializations[]=Surveillance&specializations[0]=x',
      'investigationType=Surveillance&location=Austin%2C+TX&maxDistance=1e309',
      'location=%00&investigationType=%00',
      `${'specializations=Other&'.repeat(500)}investigationType=Other&location=78701`,
    );
    let seed = SEED + 20_000;
    for (const [route, row] of queryRoutes) {
      const [method, path] = route.split(' ') as [string, string];
      const { session } = await callerFor(row, admin);
      const schema = row.query!;
      const query = fc.oneof(
        { weight: 2, arbitrary: validBody(schema).map(toQuery) },
        { weight: 4, arbitrary: hostileBody(schema).map(toQuery) },
        { weight: 1, arbitrary: raw },
      );
      await fc.assert(
        fc.asyncProperty(query, async (q) => check(route, `?${q.slice(0, 80)}`, await session.client.request(method, `${path}?${q}`))),
        { seed: seed++, numRuns: BODY_RUNS * 2, endOnFailure: true },
      );
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(problems).toEqual([]);
  }, 300_000);

  it('never answers 500 to hostile path parameters on any route that has them', async () => {
    const admin = new AdminSession(app);
    const table = accessTable();
    const withParams = Object.entries(table).filter(([route]) => /:\w/.test(route));
    expect(withParams.length).toBeGreaterThan(3);
    // Raw segments, sent as they are (not percent-encoded again): broken escapes, traversal, huge numbers.
    const raw = fc.constantFrom(
      '%',
      '%zz',
      '%E0%A4%A',
      '%00',
      '..%2F..%2Fetc%2Fpasswd',
      '1e309',
      '-1',
      '0',
      '99999999999999999999',
      'NaN',
      '0x10',
      '%F0%9F%98%80',
      '%C0%AF',
    );
    // Percent-encoded byte by byte (encodeURIComponent refuses lone surrogates; UTF-8 turns them into U+FFFD).
    const pct = (v: string) =>
      [...Buffer.from(v, 'utf8')]
        .map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`))
        .join('');
    const encoded = fc
      .oneof(
        fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 1000 && s !== '')),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
      )
      .map(pct);
    let seed = SEED + 10_000;
    for (const [route, row] of withParams) {
      const [method, path] = route.split(' ') as [string, string];
      const { session, params, world } = await callerFor(row, admin);
      const body = row.body ? JSON.stringify(await bodies[row.body]!({ app, world, actor: session })) : undefined;
      const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...names), fc.oneof(raw, encoded), async (name, segment) => {
          const url = path.replace(/:(\w+)/g, (_, n: string) => (n === name ? segment : encodeURIComponent(params[n]!)));
          return check(route, `:${name} = ${segment.slice(0, 60)}`, await session.client.request(method, url, body));
        }),
        { seed: seed++, numRuns: PARAM_RUNS, endOnFailure: true },
      );
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('leaves every view healthy and caught up', async () => {
    const health = await app.client().get('/api/health');
    expect(health.status).toBe(200);
    const { store, runner } = app.server.deps;
    expect(await runner.waitFor(await store.committedHead(), Object.keys(eventSchemas), 20_000)).toBe(true);
    const table = Object.entries(accessTable());
    console.log(
      `Fuzz: ${requests} requests to ${table.filter(([, r]) => r.schema).length} JSON endpoints, ${table.filter(([, r]) => r.query).length} query contracts and ${table.filter(([route]) => /:\w/.test(route)).length} routes with parameters, ${problems.length} problems (seed ${SEED})`,
    );
  }, 60_000);
});
