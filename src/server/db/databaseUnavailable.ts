/** Set by the 500 page when the error was a database outage; outageMiddleware.ts turns it into a 503. */
export const DATABASE_UNAVAILABLE_HEADER = 'x-plaza-database-unavailable';
export const RETRY_AFTER_SECONDS = '5';

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'ER_CONNECTION_KILLED',
  'ER_SERVER_GONE_ERROR',
  'ER_SERVER_LOST',
]);

interface ErrorShape {
  code?: unknown;
  fatal?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * True when the error (or one it wraps: drizzle wraps driver errors in `cause`, Node wraps
 * parallel connect attempts in an AggregateError) says the database cannot be reached, as
 * opposed to a query that the database refused. Such failures answer 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const shape = error as ErrorShape;
  if (typeof shape.code === 'string' && UNAVAILABLE_CODES.has(shape.code)) return true;
  // mysql2 marks errors after which the connection is unusable as fatal (closed state, lost link).
  if (shape.fatal === true && !(typeof shape.code === 'string' && shape.code.startsWith('ER_'))) return true;
  if (Array.isArray(shape.errors) && shape.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(shape.cause, depth + 1);
}
