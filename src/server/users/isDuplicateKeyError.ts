/** True for MySQL's ER_DUP_ENTRY, also when drizzle wraps the driver's error in its own. */
export function isDuplicateKeyError(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth++) {
    const { code, errno, cause } = current as { code?: unknown; errno?: unknown; cause?: unknown };
    if (code === 'ER_DUP_ENTRY' || errno === 1062) return true;
    current = cause;
  }
  return false;
}
