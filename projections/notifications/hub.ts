// Live delivery of new notifications to open streams. One query per tick for the whole process
// (rows after the last `seq` seen), handed to the connections of each row's user. Ticks come from
// a timer while anyone listens, and at once when this process's projector moves the view; an API
// process without projectors polls (so a stream may land on any process).
import type { Knex } from 'knex';
import type { Logger } from '../../infra/logger/index.js';
import { headSeq, rowsAfter, type NotificationRow } from './queries.js';

export interface HubListener {
  userId: number;
  deliver(rows: NotificationRow[]): void;
}

export class NotificationHub {
  private listeners = new Set<HubListener>();
  private cursor: bigint | undefined;
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly knex: Knex,
    private readonly logger: Logger,
    private readonly pollMs = 1000,
  ) {}

  /** Starts listening; rows after the hub's position reach `listener` until the returned stop. */
  async add(listener: HubListener): Promise<() => void> {
    if (this.cursor === undefined) this.cursor = await headSeq(this.knex);
    this.listeners.add(listener);
    if (!this.timer && !this.stopped) {
      this.timer = setInterval(() => this.wake(), this.pollMs);
      this.timer.unref();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) {
        if (this.timer) clearInterval(this.timer);
        this.timer = undefined;
        // Nobody listens: the next listener starts from the head, not from here.
        this.cursor = undefined;
      }
    };
  }

  /** Looks for new rows now (a tick already running looks again when it ends). */
  wake(): void {
    if (this.listeners.size === 0 || this.stopped) return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = this.tick()
      .catch((err) => this.logger.warn({ err }, 'notification hub tick failed'))
      .finally(() => {
        this.ticking = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async tick(): Promise<void> {
    for (;;) {
      const rows = await rowsAfter(this.knex, this.cursor ?? 0n);
      if (rows.length === 0) return;
      this.cursor = BigInt(rows[rows.length - 1]!.seq);
      const byUser = new Map<number, NotificationRow[]>();
      for (const r of rows) byUser.set(Number(r.user_id), [...(byUser.get(Number(r.user_id)) ?? []), r]);
      for (const l of this.listeners) {
        const mine = byUser.get(l.userId);
        if (mine) l.deliver(mine);
      }
      if (rows.length < 500) return;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.listeners.clear();
    await this.ticking;
  }
}
