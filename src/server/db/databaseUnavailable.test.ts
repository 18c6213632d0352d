import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './databaseUnavailable.ts';

const driverError = (fields: Record<string, unknown>) => Object.assign(new Error('driver'), fields);

describe('isDatabaseUnavailable', () => {
  it('recognises connection failures, also when wrapped', () => {
    expect(isDatabaseUnavailable(driverError({ code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(driverError({ code: 'PROTOCOL_CONNECTION_LOST', fatal: true }))).toBe(true);
    // drizzle wraps the driver's error in `cause`; Node's connect wraps attempts in an AggregateError.
    expect(
      isDatabaseUnavailable(new Error('Failed query', { cause: driverError({ code: 'ETIMEDOUT' }) })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([driverError({ code: 'ECONNREFUSED' })]))).toBe(true);
    // mysql2's "closed state" error has no code, only fatal.
    expect(isDatabaseUnavailable(driverError({ fatal: true }))).toBe(true);
  });

  it('leaves errors about the query itself alone', () => {
    expect(isDatabaseUnavailable(driverError({ code: 'ER_PARSE_ERROR', errno: 1064 }))).toBe(false);
    expect(isDatabaseUnavailable(driverError({ code: 'ER_NO_SUCH_TABLE', fatal: true }))).toBe(false);
    expect(
      isDatabaseUnavailable(new Error('Failed query', { cause: driverError({ code: 'ER_DUP_ENTRY' }) })),
    ).toBe(false);
    expect(isDatabaseUnavailable(new Error('plain'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
