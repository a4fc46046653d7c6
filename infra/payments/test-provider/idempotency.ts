// Idempotency keys as Stripe honours them: a repeated key answers the first answer.
import type { Knex } from 'knex';
import { ConflictError } from '../../http/errors.js';
import type { Trx } from './tables.js';

/** Runs `fn` once per idempotency key, in one transaction with the key's claim. */
export function idempotent<T>(knex: Knex, key: string, fn: (trx: Trx) => Promise<T>): Promise<T> {
  return knex.transaction(async (trx) => {
    const claimed = await trx('test_payment_idempotency').insert({ key }).onConflict('key').ignore().returning('key');
    if (claimed.length === 0) {
      const row = await trx('test_payment_idempotency').where({ key }).first('response');
      if (row?.response != null) return row.response as T;
      throw new ConflictError('A request with this idempotency key is still in progress');
    }
    const response = await fn(trx);
    await trx('test_payment_idempotency')
      .where({ key })
      .update({ response: JSON.stringify(response) });
    return response;
  });
}
