import { describe, expect, it } from 'vitest';
import { isDeadlock, isDuplicateKey, isLockWaitTimeout, isNoSuchTable } from './mysqlErrors.ts';

function driverError(code: string, errno: number): Error {
  return Object.assign(new Error(code), { code, errno, sqlState: 'HY000' });
}

const classifiers = [
  { name: 'isDuplicateKey', classify: isDuplicateKey, code: 'ER_DUP_ENTRY', errno: 1062 },
  { name: 'isDeadlock', classify: isDeadlock, code: 'ER_LOCK_DEADLOCK', errno: 1213 },
  { name: 'isLockWaitTimeout', classify: isLockWaitTimeout, code: 'ER_LOCK_WAIT_TIMEOUT', errno: 1205 },
  { name: 'isNoSuchTable', classify: isNoSuchTable, code: 'ER_NO_SUCH_TABLE', errno: 1146 },
];

describe.each(classifiers)('$name', ({ classify, code, errno }) => {
  it('recognises the driver error by its code or by its number', () => {
    expect(classify(driverError(code, errno))).toBe(true);
    expect(classify(Object.assign(new Error('x'), { code }))).toBe(true);
    expect(classify(Object.assign(new Error('x'), { errno }))).toBe(true);
  });

  it('recognises it wrapped by drizzle, and by a transaction around that', () => {
    const driver = driverError(code, errno);
    const query = new Error('Failed query', { cause: driver });
    expect(classify(query)).toBe(true);
    expect(classify(new Error('Transaction failed', { cause: query }))).toBe(true);
  });

  it('stops walking causes after three errors, so a cyclic chain ends', () => {
    const deep = new Error('a', {
      cause: new Error('b', { cause: new Error('c', { cause: driverError(code, errno) }) }),
    });
    expect(classify(deep)).toBe(false);
    const cyclic: { cause?: unknown } = {};
    cyclic.cause = cyclic;
    expect(classify(cyclic)).toBe(false);
  });

  it('ignores the other MySQL errors and things that are not errors', () => {
    for (const other of classifiers.filter((candidate) => candidate.code !== code)) {
      expect(classify(driverError(other.code, other.errno))).toBe(false);
    }
    expect(classify(undefined)).toBe(false);
    expect(classify(null)).toBe(false);
    expect(classify(code)).toBe(false);
    expect(classify(errno)).toBe(false);
  });
});
