import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.js';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('is true for a server restarting, refusing, or out of connections', () => {
    for (const err of [
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006'),
      pgError('53300', 'sorry, too many clients already'),
      pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      new Error('Connection terminated unexpectedly'),
      new Error('Knex: Timeout acquiring a connection. The pool is probably full.'),
      new Error('query failed', { cause: pgError('ECONNRESET') }),
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(true);
    }
  });

  it('is false for errors a retry would not fix', () => {
    for (const err of [
      pgError('23505', 'duplicate key value violates unique constraint'),
      pgError('42P01', 'relation "x" does not exist'),
      new Error('boom'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      undefined,
      'a string',
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(false);
    }
  });
});
