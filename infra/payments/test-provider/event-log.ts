// The test provider's webhooks: every change it makes records a Stripe-shaped event in its own
// log, in the same transaction; the log is then handed, oldest first, to Casebook's
// provider-event handler, as Stripe sends webhooks after its API has answered.
import type { Knex } from 'knex';
import type { Logger } from '../../logger/index.js';
import type { ProviderEvent, ProviderObject } from '../types.js';
import { newId, seconds } from './objects.js';
import type { Trx } from './tables.js';

export class EventLog {
  /** Deliveries run one at a time, in order, like one webhook endpoint's queue. */
  private deliveries: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly knex: Knex,
    private readonly logger: Logger,
    /** The provider's webhook endpoint: Casebook's provider-event handler. */
    private readonly deliver: (event: ProviderEvent) => Promise<void>,
    private readonly now: () => Date,
  ) {}

  async emit(trx: Trx, type: string, object: ProviderObject, previous?: Record<string, unknown>): Promise<void> {
    const id = newId('evt');
    const payload: ProviderEvent = {
      id,
      object: 'event',
      type,
      created: this.timeOf(trx),
      livemode: false,
      data: { object, ...(previous ? { previous_attributes: previous } : {}) },
    };
    await trx('test_payment_events').insert({ id, type, payload: JSON.stringify(payload) });
  }

  /**
   * The events of one change (one transaction) carry one time, the moment of the change: read per
   * event, a second that ends between two of them would make the later one newer news about the
   * same state.
   */
  private readonly changeTimes = new WeakMap<Trx, number>();
  private timeOf(trx: Trx): number {
    let at = this.changeTimes.get(trx);
    if (at === undefined) this.changeTimes.set(trx, (at = seconds(this.now())));
    return at;
  }

  /**
   * Hands every undelivered event to the endpoint, oldest first. Each call that records events
   * starts a delivery without waiting for it. A failed delivery stays pending and is tried again
   * by the next one; the handler de-duplicates, so a double delivery is harmless. Resolves once
   * this delivery has run.
   */
  deliverPending(): Promise<void> {
    const run = this.deliveries.then(() => (this.closed ? undefined : this.deliverNow()));
    this.deliveries = run.catch((err) => this.logger.error({ err }, 'test payment provider: delivery failed'));
    return run;
  }

  /** No delivery starts after this; resolves once the one in flight has run. */
  async close(): Promise<void> {
    this.closed = true;
    await this.deliveries;
  }

  private async deliverNow(): Promise<void> {
    const pending = await this.knex('test_payment_events').whereNull('delivered_at').orderBy('seq').select('seq', 'payload');
    for (const row of pending as { seq: number; payload: ProviderEvent }[]) {
      try {
        await this.deliver(row.payload);
      } catch (err) {
        this.logger.error({ err, eventId: row.payload.id }, 'test payment provider: event delivery failed; will retry');
        return;
      }
      await this.knex('test_payment_events').where({ seq: row.seq }).update({ delivered_at: this.knex.fn.now() });
    }
  }
}
