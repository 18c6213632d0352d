// drizzle wraps the driver's error in its own (`cause`), and a transaction may wrap that again.
const CAUSE_DEPTH = 3;

/** True when the error, or one it wraps, is the MySQL error with this code or number. */
function wrapsMysqlError(error: unknown, code: string, errno: number): boolean {
  for (let current: unknown = error, depth = 0; current && depth < CAUSE_DEPTH; depth++) {
    const shape = current as { code?: unknown; errno?: unknown; cause?: unknown };
    if (shape.code === code || shape.errno === errno) return true;
    current = shape.cause;
  }
  return false;
}

/** A unique index refused the row (ER_DUP_ENTRY): another writer got there first. */
export function isDuplicateKey(error: unknown): boolean {
  return wrapsMysqlError(error, 'ER_DUP_ENTRY', 1062);
}

/** InnoDB rolled this transaction back as a deadlock victim (ER_LOCK_DEADLOCK); running it again is safe. */
export function isDeadlock(error: unknown): boolean {
  return wrapsMysqlError(error, 'ER_LOCK_DEADLOCK', 1213);
}

/** A statement gave up waiting for a row lock (ER_LOCK_WAIT_TIMEOUT); only that statement was rolled back. */
export function isLockWaitTimeout(error: unknown): boolean {
  return wrapsMysqlError(error, 'ER_LOCK_WAIT_TIMEOUT', 1205);
}

/** The table does not exist (ER_NO_SUCH_TABLE), e.g. in a database Plaza was never installed in. */
export function isNoSuchTable(error: unknown): boolean {
  return wrapsMysqlError(error, 'ER_NO_SUCH_TABLE', 1146);
}
