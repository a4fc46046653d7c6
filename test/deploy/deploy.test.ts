// deploy/ is shipped but no container engine runs here: these checks parse every file and hold
// them to what the app needs (every role, probes, budgets, every setting of .env.example), and
// run the real validators where they are installed (haproxy -c; docker compose config).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';

const root = path.resolve(import.meta.dirname, '../..');
const deploy = path.join(root, 'deploy');
const read = (file: string) => readFileSync(path.join(deploy, file), 'utf8');

/** The variable names .env.example lists (the app's whole configuration surface). */
const envExampleKeys = readFileSync(path.join(root, '.env.example'), 'utf8')
  .split('\n')
  .map((l) => /^([A-Z][A-Z0-9_]*)=/.exec(l)?.[1])
  .filter((k): k is string => k !== undefined);

/** Settings that a role's manifest sets itself rather than taking from the shared config. */
const perRole = new Set(['HEALTH_PORT']);

// Parsed YAML is checked field by field below; `any` keeps those checks readable.
type Obj = Record<string, any>;

describe('deploy/compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as Obj;
  const services: any = compose.services;

  it('has every part: EventStoreDB ×3, Postgres primary + replica, MinIO, api ×3, projector, worker, HAProxy', () => {
    for (const name of [
      'esdb-1',
      'esdb-2',
      'esdb-3',
      'postgres',
      'postgres-replica',
      'minio',
      'migrate',
      'api-1',
      'api-2',
      'api-3',
      'projector',
      'worker',
      'haproxy',
    ]) {
      expect(services, name).toHaveProperty(name);
    }
    for (const n of [1, 2, 3]) {
      const env = services[`esdb-${n}`].environment;
      expect(env.EVENTSTORE_CLUSTER_SIZE).toBe('3');
      expect(env.EVENTSTORE_GOSSIP_SEED.split(',')).toHaveLength(3);
    }
    expect(services['postgres-replica'].command.join(' ')).toContain('pg_basebackup -h postgres');
  });

  it('runs each Casebook role from one image, migrations first', () => {
    const roleOf = (s: Obj) => s.command[s.command.indexOf('--role') + 1];
    expect(['api-1', 'api-2', 'api-3'].map((n) => roleOf(services[n]))).toEqual(['api', 'api', 'api']);
    expect(roleOf(services.projector)).toBe('projector');
    expect(roleOf(services.worker)).toBe('worker');
    for (const n of ['api-1', 'api-2', 'api-3', 'projector', 'worker']) {
      expect(services[n].depends_on.migrate.condition).toBe('service_completed_successfully');
      expect(services[n].image).toBe(services.migrate.image);
    }
    expect(services.migrate.entrypoint).toEqual(['node', 'dist/migrate.js']);
    expect(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts['build:server']).toContain('scripts/migrate.ts');
  });

  it('gives every Casebook role every variable of .env.example', () => {
    for (const n of ['api-1', 'api-2', 'api-3', 'projector', 'worker', 'migrate']) {
      const missing = envExampleKeys.filter((k) => !perRole.has(k) && !(k in services[n].environment));
      expect(missing, n).toEqual([]);
    }
    expect(services['api-1'].environment.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(services['api-1'].environment.EVENTSTORE_URL).toMatch(/esdb-1:2113,esdb-2:2113,esdb-3:2113/);
  });

  it('keeps uploaded files in MinIO: STORAGE=s3 on its bucket, made before any role starts', () => {
    const env = services['api-1'].environment;
    expect(env.STORAGE).toBe('${STORAGE:-s3}');
    expect(env.S3_ENDPOINT).toContain('http://minio:9000');
    expect(env.S3_FORCE_PATH_STYLE).toContain('true');
    const bucket = /:-([a-z0-9.-]+)\}$/.exec(env.S3_BUCKET)?.[1];
    expect(services['minio-bucket'].command.join(' ')).toContain(`mb --ignore-existing local/${bucket}`);
    for (const n of ['api-1', 'api-2', 'api-3', 'projector', 'worker']) {
      expect(services[n].depends_on['minio-bucket'].condition, n).toBe('service_completed_successfully');
    }
  });

  it('puts HAProxy, with deploy/haproxy.cfg, in front of the three api processes', () => {
    expect(services.haproxy.volumes).toContain('./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(services.haproxy.depends_on).toEqual(['api-1', 'api-2', 'api-3']);
    const cfg = read('haproxy.cfg');
    for (const n of [1, 2, 3]) expect(cfg).toContain(`presetenv CASEBOOK_API_${n} api-${n}:3000`);
  });

  const composeAvailable = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' }).status === 0;
  it.skipIf(!composeAvailable)(
    'is accepted by `docker compose config` (skipped when the docker client has no compose plugin, as on these machines)',
    () => {
      const env = {
        ...process.env,
        POSTGRES_PASSWORD: 'x',
        REPLICATION_PASSWORD: 'x',
        SESSION_SECRET: 'x'.repeat(32),
        KEK: '0'.repeat(64),
        MINIO_ROOT_PASSWORD: 'x'.repeat(8),
      };
      const out = execFileSync('docker', ['compose', '-f', path.join(deploy, 'compose.yaml'), 'config', '--quiet'], {
        env,
        encoding: 'utf8',
      });
      expect(out.trim()).toBe('');
    },
  );
});

describe('deploy/haproxy.cfg', () => {
  const cfg = read('haproxy.cfg');

  it('balances without stickiness and checks /api/health', () => {
    expect(cfg).toMatch(/^\s*balance roundrobin$/m);
    expect(cfg).not.toMatch(/^\s*(cookie|stick|stick-table|hash-type)\b/m);
    expect(cfg).not.toMatch(/balance\s+(source|uri|hdr)/);
    expect(cfg).toMatch(/http-check send meth GET uri \/api\/health/);
    expect(cfg).toMatch(/http-check expect status 200/);
    expect(cfg.match(/^\s*server api\d .* check$/gm)).toHaveLength(3);
  });

  it('fails open: the same three processes, unchecked, as backups for when every check fails', () => {
    expect(cfg).toMatch(/^\s*option allbackups$/m);
    for (const n of [1, 2, 3]) expect(cfg).toMatch(new RegExp(`^\\s*server api${n}-open "\\$\\{CASEBOOK_API_${n}\\}" backup$`, 'm'));
  });

  it('keeps SSE streams open longer than their 15 s ping', () => {
    const seconds = (name: string) => Number(new RegExp(`timeout ${name} (\\d+)s`).exec(cfg)?.[1]);
    expect(seconds('server')).toBeGreaterThan(15);
    expect(seconds('client')).toBeGreaterThan(15);
  });

  const haproxy = spawnSync('haproxy', ['-v'], { encoding: 'utf8' }).status === 0;
  it.skipIf(!haproxy)(
    'is valid for `haproxy -c`, with the Compose names and with local ports (skipped when haproxy is not installed)',
    () => {
      const check = (env: Record<string, string>) =>
        spawnSync('haproxy', ['-c', '-f', path.join(deploy, 'haproxy.cfg')], { env: { ...process.env, ...env }, encoding: 'utf8' });
      const composeNames = check({});
      expect(composeNames.status, composeNames.stderr).toBe(0);
      const local = check({
        CASEBOOK_LB_BIND: '127.0.0.1:3999',
        CASEBOOK_API_1: '127.0.0.1:3101',
        CASEBOOK_API_2: '127.0.0.1:3102',
        CASEBOOK_API_3: '127.0.0.1:3103',
      });
      expect(local.status, local.stderr).toBe(0);
      expect(local.stderr).not.toContain('could not resolve');
    },
  );
});

describe('deploy/k8s', () => {
  const dir = path.join(deploy, 'k8s');
  const files = readdirSync(dir).filter((f) => f.endsWith('.yaml'));
  const docs: any[] = files.flatMap((f) =>
    parseAllDocuments(readFileSync(path.join(dir, f), 'utf8')).map((d) => {
      expect(d.errors, f).toEqual([]);
      return { ...(d.toJS() as Obj), __file: f };
    }),
  );
  const ofKind = (kind: string): any[] => docs.filter((d) => d.kind === kind);
  const named = (kind: string, name: string) => ofKind(kind).find((d) => d.metadata.name === name);
  const labelsMatch = (selector: Obj, labels: Obj) => Object.entries(selector).every(([k, v]) => labels[k] === v);

  it('kustomization lists files that exist, and every manifest but the example Secret', () => {
    const kustom = docs.find((d) => d.kind === 'Kustomization')!;
    for (const r of kustom.resources) expect(existsSync(path.join(dir, r)), r).toBe(true);
    const manifests = files.filter((f) => f !== 'kustomization.yaml' && f !== 'secret.example.yaml');
    expect([...kustom.resources].sort()).toEqual(manifests.sort());
  });

  it.each(['api', 'projector', 'worker'])(
    '%s: a Deployment running its role, readiness on /api/health and liveness on /api/health/live, requests, limits and a disruption budget',
    (role) => {
      const dep = named('Deployment', `casebook-${role}`);
      expect(dep, role).toBeDefined();
      const pod = dep!.spec.template;
      expect(labelsMatch(dep!.spec.selector.matchLabels, pod.metadata.labels)).toBe(true);
      const [c] = pod.spec.containers;
      expect(c.args).toEqual(['--role', role]);
      const portNames = new Set((c.ports as Obj[]).map((p) => p.name));
      // Readiness fails only when the database is unreachable; liveness only when the process cannot
      // answer at all (issue 29, M7): a parked event or a lagging view restarts nothing.
      const paths = { readinessProbe: '/api/health', livenessProbe: '/api/health/live', startupProbe: '/api/health/live' } as const;
      for (const probe of ['livenessProbe', 'readinessProbe', 'startupProbe'] as const) {
        if (probe === 'startupProbe' && !c[probe]) continue;
        expect(c[probe]?.httpGet?.path, `${role} ${probe}`).toBe(paths[probe]);
        expect(portNames.has(c[probe].httpGet.port), `${role} ${probe} port`).toBe(true);
      }
      if (role !== 'api') {
        // The non-api roles answer probes only with HEALTH_PORT set to the probed port.
        const healthPort = (c.env as Obj[]).find((e) => e.name === 'HEALTH_PORT')?.value;
        expect(Number(healthPort)).toBe((c.ports as Obj[]).find((p) => p.name === 'health')?.containerPort);
      }
      for (const k of ['cpu', 'memory']) {
        expect(c.resources.requests[k], `${role} requests.${k}`).toBeDefined();
        expect(c.resources.limits[k], `${role} limits.${k}`).toBeDefined();
      }
      const refs = (c.envFrom as Obj[]).map((e) => e.configMapRef?.name ?? e.secretRef?.name);
      expect(refs).toEqual(['casebook-config', 'casebook-secrets']);
      const pdb = ofKind('PodDisruptionBudget').find((p) => labelsMatch(p.spec.selector.matchLabels, pod.metadata.labels));
      expect(pdb, `${role} PodDisruptionBudget`).toBeDefined();
      const floor = pdb!.spec.minAvailable ?? dep!.spec.replicas - pdb!.spec.maxUnavailable;
      expect(floor).toBeLessThan(dep!.spec.replicas); // a node drain can still proceed
    },
  );

  it('exposes the api through a Service (no session affinity) and an Ingress', () => {
    const svc = named('Service', 'casebook-api')!;
    expect(svc.spec.sessionAffinity).toBe('None');
    expect(labelsMatch(svc.spec.selector, named('Deployment', 'casebook-api')!.spec.template.metadata.labels)).toBe(true);
    const ingress = ofKind('Ingress')[0];
    const backend = ingress.spec.rules[0].http.paths[0].backend.service;
    expect(backend.name).toBe('casebook-api');
    expect(svc.spec.ports.map((p: Obj) => p.name)).toContain(backend.port.name);
  });

  it('the ConfigMap and the Secret together hold every variable of .env.example, secrets only in the Secret', () => {
    const config = named('ConfigMap', 'casebook-config')!.data as Obj;
    const secret = named('Secret', 'casebook-secrets')!.stringData as Obj;
    const missing = envExampleKeys.filter((k) => !perRole.has(k) && !(k in config) && !(k in secret));
    expect(missing).toEqual([]);
    for (const k of [
      'SESSION_SECRET',
      'KEK',
      'DATABASE_URL',
      'OPENAI_API_KEY',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'SMTP_URL',
      'OPS_PASSWORD',
    ]) {
      expect(config, k).not.toHaveProperty(k);
      expect(secret, k).toHaveProperty(k);
    }
  });

  it('runs migrations as a Job of the same image', () => {
    const job = named('Job', 'casebook-migrate')!;
    expect(job.spec.template.spec.containers[0].command).toEqual(['node', 'dist/migrate.js']);
    expect(job.spec.template.spec.containers[0].image).toBe(named('Deployment', 'casebook-api')!.spec.template.spec.containers[0].image);
  });
});
