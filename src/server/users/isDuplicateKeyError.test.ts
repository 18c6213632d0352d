import { describe, expect, it } from 'vitest';
import { isDuplicateKeyError } from './isDuplicateKeyError.ts';

describe('isDuplicateKeyError', () => {
  it('recognises the driver error and drizzle wrapping it', () => {
    const driver = Object.assign(new Error('Duplicate entry'), { code: 'ER_DUP_ENTRY', errno: 1062 });
    expect(isDuplicateKeyError(driver)).toBe(true);
    expect(isDuplicateKeyError(new Error('Failed query', { cause: driver }))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isDuplicateKeyError(Object.assign(new Error('x'), { code: 'ER_LOCK_DEADLOCK' }))).toBe(false);
    expect(isDuplicateKeyError(undefined)).toBe(false);
    expect(isDuplicateKeyError('ER_DUP_ENTRY')).toBe(false);
  });
});
