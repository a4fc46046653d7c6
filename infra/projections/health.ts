// Health of the read side: each view's and reaction's position, lag (events after its checkpoint,
// counted up to a cap, and how long the oldest has waited) and parked events, judged against
// thresholds. Cheap enough for a load balancer: a few queries, and a snapshot reused for a second.
import type { Knex } from 'knex';
import { START, type EventStore, type Position } from '../eventstore/types.js';
import { parkedCounts, type ParkedKind } from './parked.js';
import { positionToString } from '../eventstore/types.js';

export interface ProjectionState {
  name: string;
  kind: ParkedKind;
  /** The checkpoint (`commit:prepare`), null before the first event. */
  position: string | null;
  /** The projector version that built the view (views only). */
  version?: number;
  /** Events after the checkpoint, counted up to a cap (`behindCapped` when it was reached). */
  behind: number;
  behindCapped: boolean;
  /** How long the oldest event not applied yet has waited, in seconds (null when none waits). */
  oldestUnappliedSeconds: number | null;
  parked: number;
}

export interface HealthThresholds {
  /** Unhealthy when this many events wait (0: never). */
  lagEvents: number;
  /** Unhealthy when the oldest waiting event has waited this many seconds (0: never). */
  lagSeconds: number;
  /** Unhealthy when this many events are parked (0: never). */
  parked: number;
}

export interface ProjectionHealth {
  healthy: boolean;
  head: string | null;
  views: (ProjectionState & { healthy: boolean; problems: string[] })[];
  reactions: (ProjectionState & { healthy: boolean; problems: string[] })[];
}

export interface Snapshot {
  head: Position;
  states: ProjectionState[];
}

/** Judges each state against the thresholds. */
export function judgeHealth({ head, states }: Snapshot, t: HealthThresholds): ProjectionHealth {
  const judge = (s: ProjectionState) => {
    const problems: string[] = [];
    if (t.parked > 0 && s.parked >= t.parked) problems.push(`${s.parked} parked event(s)`);
    if (t.lagEvents > 0 && s.behind >= t.lagEvents) problems.push(`${s.behind}${s.behindCapped ? '+' : ''} events behind`);
    if (t.lagSeconds > 0 && s.oldestUnappliedSeconds !== null && s.oldestUnappliedSeconds >= t.lagSeconds) {
      problems.push(`oldest unapplied event waiting ${Math.round(s.oldestUnappliedSeconds)} s`);
    }
    return { ...s, healthy: problems.length === 0, problems };
  };
  const judged = states.map(judge);
  return {
    healthy: judged.every((s) => s.healthy),
    head: head.commit < 0n ? null : positionToString(head),
    views: judged.filter((s) => s.kind === 'view'),
    reactions: judged.filter((s) => s.kind === 'reaction'),
  };
}

/** Snapshots measured at most once per `cacheMs` for the same cap (a failed one is not kept). */
export class HealthSnapshots {
  private cache: { at: number; cap: number; value: Promise<Snapshot> } | undefined;

  constructor(
    private readonly measure: (cap: number) => Promise<Snapshot>,
    private readonly cacheMs = 1000,
  ) {}

  /** Something health shows changed here (an event parked, a view rebuilt): measure again next time. */
  invalidate(): void {
    this.cache = undefined;
  }

  snapshot(cap: number, fresh = false): Promise<Snapshot> {
    const now = Date.now();
    const cached = this.cache;
    if (!fresh && cached && cached.cap === cap && now - cached.at < this.cacheMs) return cached.value;
    const value = this.measure(cap);
    this.cache = { at: now, cap, value };
    value.catch(() => {
      if (this.cache?.value === value) this.cache = undefined;
    });
    return value;
  }

  async health(t: HealthThresholds): Promise<ProjectionHealth> {
    return judgeHealth(await this.snapshot(Math.max(1000, t.lagEvents)), t);
  }
}

export interface MeasureDeps {
  knex: Knex;
  /** The store under the encryption (counting needs no decryption). */
  reader: Pick<EventStore, 'readAll' | 'headPosition'>;
  names(): { name: string; kind: ParkedKind }[];
  /** The version of the projector of a view that has no checkpoint yet. */
  versionOf(view: string): number;
}

/** Reads the checkpoints, parked counts and lags (one read of the log per distinct checkpoint). */
export async function measureProjections(deps: MeasureDeps, cap: number): Promise<Snapshot> {
  const { knex, reader } = deps;
  const all = deps.names();
  const rows = (await knex('checkpoints')
    .whereIn(
      'name',
      all.map((n) => n.name),
    )
    .select('name', 'commit_pos', 'prepare_pos', 'version')) as {
    name: string;
    commit_pos: string;
    prepare_pos: string;
    version: number;
  }[];
  const parked = await parkedCounts(knex);
  const head = await reader.headPosition();
  const byName = new Map(rows.map((r) => [r.name, r]));
  // One read per distinct checkpoint (usually one: every loop at the head, reading nothing).
  const lags = new Map<string, { behind: number; capped: boolean; oldest: string | undefined }>();
  for (const r of rows) {
    const key = `${r.commit_pos}:${r.prepare_pos}`;
    if (lags.has(key)) continue;
    const events = await reader.readAll({ fromPosition: { commit: BigInt(r.commit_pos), prepare: BigInt(r.prepare_pos) }, limit: cap });
    lags.set(key, { behind: events.length, capped: events.length >= cap, oldest: events[0]?.createdAt });
  }
  if (all.some((n) => !byName.has(n.name)) && head.commit >= 0n) {
    const events = await reader.readAll({ fromPosition: START, limit: cap });
    lags.set('start', { behind: events.length, capped: events.length >= cap, oldest: events[0]?.createdAt });
  }
  const now = Date.now();
  return {
    head,
    states: all.map(({ name, kind }) => {
      const r = byName.get(name);
      const lag = (r ? lags.get(`${r.commit_pos}:${r.prepare_pos}`) : lags.get('start')) ?? { behind: 0, capped: false, oldest: undefined };
      return {
        name,
        kind,
        position: r ? `${r.commit_pos}:${r.prepare_pos}` : null,
        ...(kind === 'view' ? { version: r ? Number(r.version) : deps.versionOf(name) } : {}),
        behind: lag.behind,
        behindCapped: lag.capped,
        oldestUnappliedSeconds: lag.oldest ? Math.max(0, (now - Date.parse(lag.oldest)) / 1000) : null,
        parked: parked.get(name) ?? 0,
      };
    }),
  };
}
