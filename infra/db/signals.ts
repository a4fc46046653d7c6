// Signals between the processes that share one database: "this session ended", "this user's row
// changed", "events were appended", "a view moved". Caches and idle loops listen to them.
//
// - On a Postgres server: NOTIFY on one channel, and one dedicated LISTEN connection per process
//   (TCP keepalive on, reconnected with back-off when it drops). A signal is delivered to the
//   publishing process synchronously, before `publish` even awaits, so a process's own caches are
//   exact; other processes get it when Postgres delivers the notification (after the publishing
//   statement commits, typically within a millisecond or two on one machine).
// - On embedded PGlite there is only ever one process: an in-process emitter is all it takes.
//
// Notifications can be lost while the listening connection is down. Whoever caches on the strength
// of signals must therefore (a) not trust a cache while `live` is false and (b) drop everything on
// `reset`, which fires when the connection is lost and again once it listens again.
import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';

/** The one NOTIFY channel of the app. */
export const SIGNAL_CHANNEL = 'casebook_signals';

export interface Signals {
  /** Whether signals reach other processes (Postgres server) or only this one (PGlite). */
  readonly crossProcess: boolean;
  /** True while every signal published anywhere reaches this process (always, in-process only). */
  readonly live: boolean;
  /** This process's id in the signals it publishes (to recognise its own notifications). */
  readonly origin: string;
  /** Delivers `topic` to this process at once (synchronously), then to every other one. */
  publish(topic: string, payload?: string): Promise<void>;
  /**
   * Postgres server only: queues each message (a topic and its payload) inside `trx`, all in one
   * statement and in their order, so every other process gets them when (and only if) the
   * transaction commits, together with what it wrote. This process is not told: it acts on the
   * commit itself.
   */
  publishWithin?(trx: Knex.Transaction, messages: readonly (readonly [topic: string, payload: string])[]): Promise<void>;
  /** Listens to `topic`; answers the function that stops listening. */
  on(topic: string, listener: (payload: string) => void): () => void;
  /** Signals may have been missed (the connection dropped, or came back): drop everything cached. */
  onReset(listener: () => void): () => void;
  close(): Promise<void>;
}

/** The payload of a notification a PostgresEventStore sends in the same statement as its append. */
export function appendNotification(origin: string): string {
  return JSON.stringify({ o: origin, t: 'append', p: '' });
}

abstract class BaseSignals implements Signals {
  abstract readonly crossProcess: boolean;
  abstract readonly live: boolean;
  readonly origin = randomUUID();
  protected readonly emitter = new EventEmitter().setMaxListeners(0);

  on(topic: string, listener: (payload: string) => void): () => void {
    this.emitter.on(`t:${topic}`, listener);
    return () => this.emitter.off(`t:${topic}`, listener);
  }

  onReset(listener: () => void): () => void {
    this.emitter.on('reset', listener);
    return () => this.emitter.off('reset', listener);
  }

  protected deliver(topic: string, payload: string): void {
    this.emitter.emit(`t:${topic}`, payload);
  }

  abstract publish(topic: string, payload?: string): Promise<void>;
  abstract close(): Promise<void>;
}

/** One process (embedded PGlite, tests): an emitter. */
export class LocalSignals extends BaseSignals {
  readonly crossProcess = false;
  readonly live = true;

  async publish(topic: string, payload = ''): Promise<void> {
    this.deliver(topic, payload);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

export interface PostgresSignalsOptions {
  /** Where the listening connection goes (the database's URL). */
  url: string;
  /** Publishes go through the app's pool. */
  knex: Knex;
  /** First wait before reconnecting; doubles up to 5 s (default 100 ms). */
  reconnectBaseMs?: number;
  onError?: (err: unknown) => void;
}

/** Many processes on one Postgres server: NOTIFY, and a LISTEN connection of our own. */
export class PostgresSignals extends BaseSignals {
  readonly crossProcess = true;
  private client: pg.Client | undefined;
  private listening = false;
  private closed = false;
  private failures = 0;
  private reconnectTimer: NodeJS.Timeout | undefined;

  private constructor(private readonly opts: PostgresSignalsOptions) {
    super();
  }

  /** Connects and listens before answering, so nothing published after it is missed. */
  static async open(opts: PostgresSignalsOptions): Promise<PostgresSignals> {
    const s = new PostgresSignals(opts);
    await s.connect();
    return s;
  }

  get live(): boolean {
    return this.listening && !this.closed;
  }

  /** The last NOTIFY sent: the next one waits for it (see `publish`). */
  private sending: Promise<unknown> = Promise.resolve();

  /**
   * NOTIFYs of one process are sent one after the other, each after the previous one committed:
   * Postgres delivers notifications in commit order, so other processes see this process's signals
   * in the order it published them (a cache drop before the checkpoint move that lets a command
   * answer, for example).
   */
  async publish(topic: string, payload = ''): Promise<void> {
    this.deliver(topic, payload);
    const sent = this.sending.then(() =>
      this.opts.knex.raw('select pg_notify(?, ?)', [SIGNAL_CHANNEL, JSON.stringify({ o: this.origin, t: topic, p: payload })]),
    );
    this.sending = sent.catch(() => {});
    await sent;
  }

  async publishWithin(trx: Knex.Transaction, messages: readonly (readonly [topic: string, payload: string])[]): Promise<void> {
    if (messages.length === 0) return;
    // Notifications of one transaction reach the listeners at its commit, in order, identical ones once.
    const calls = messages.map(() => 'pg_notify(?, ?)').join(', ');
    await trx.raw(
      `select ${calls}`,
      messages.flatMap(([t, p]) => [SIGNAL_CHANNEL, JSON.stringify({ o: this.origin, t, p })]),
    );
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.opts.url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    client.on('notification', (msg) => {
      if (msg.channel !== SIGNAL_CHANNEL || !msg.payload) return;
      let parsed: { o?: string; t?: string; p?: string };
      try {
        parsed = JSON.parse(msg.payload) as typeof parsed;
      } catch {
        return;
      }
      if (parsed.o === this.origin || typeof parsed.t !== 'string') return; // delivered when published
      this.deliver(parsed.t, parsed.p ?? '');
    });
    const lost = (err?: unknown) => {
      if (this.client !== client) return;
      this.client = undefined;
      const wasListening = this.listening;
      this.listening = false;
      client.removeAllListeners('notification');
      client.end().catch(() => {});
      if (this.closed) return;
      if (err) this.opts.onError?.(err);
      if (wasListening) this.emitter.emit('reset');
      this.scheduleReconnect();
    };
    client.on('error', (err) => lost(err));
    client.on('end', () => lost());
    this.client = client;
    try {
      await client.connect();
      await client.query(`listen ${SIGNAL_CHANNEL}`);
    } catch (err) {
      lost(err);
      throw err;
    }
    if (this.client !== client) return;
    this.failures = 0;
    this.listening = true;
    // Whatever happened while nobody listened is unknown: caches start over.
    this.emitter.emit('reset');
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    const wait = Math.min(5_000, (this.opts.reconnectBaseMs ?? 100) * 2 ** this.failures);
    this.failures += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.connect().catch(() => {
        /* lost() scheduled the next try */
      });
    }, wait);
    this.reconnectTimer.unref();
  }

  /** Tests: drops the listening connection as a network failure would. */
  dropConnectionForTest(): void {
    this.client?.emit('error', new Error('connection dropped (test)'));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
    this.emitter.removeAllListeners();
  }
}

/** The signals of a database: NOTIFY/LISTEN on a server, an emitter on embedded PGlite. */
export async function openSignals(db: { knex: Knex; url: string; embedded: boolean }, onError?: (err: unknown) => void): Promise<Signals> {
  return db.embedded ? new LocalSignals() : PostgresSignals.open({ url: db.url, knex: db.knex, onError });
}

/**
 * A publisher for signals that only say "something happened" (events appended, a checkpoint
 * moved): however often it is called, at most one NOTIFY is in flight and one more waits, so a
 * burst of 5,000 appends a second costs a handful of notifications, not 5,000. The last call is
 * always followed by a notification sent after it.
 */
export function coalescingPublisher(signals: Signals, topic: string, onError?: (err: unknown) => void): () => void {
  let inFlight = false;
  let again = false;
  const send = (): void => {
    inFlight = true;
    again = false;
    signals.publish(topic).then(
      () => {
        inFlight = false;
        if (again) send();
      },
      (err: unknown) => {
        inFlight = false;
        onError?.(err);
        if (again) send();
      },
    );
  };
  return () => {
    if (inFlight) again = true;
    else send();
  };
}
