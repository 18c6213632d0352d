import { describe, expect, it } from 'vitest';
import { processCount } from './processCount.ts';

describe('PLAZA_PROCESSES', () => {
  it('defaults to one process and falls back to WEB_CONCURRENCY', () => {
    expect(processCount({})).toBe(1);
    expect(processCount({ WEB_CONCURRENCY: '3' })).toBe(3);
    expect(processCount({ PLAZA_PROCESSES: '2', WEB_CONCURRENCY: '3' })).toBe(2);
    expect(processCount({ PLAZA_PROCESSES: 'auto' })).toBeGreaterThanOrEqual(1);
  });

  it('refuses counts that are not whole numbers from 1 to 64', () => {
    for (const value of ['0', '65', '2.5', 'many']) {
      expect(() => processCount({ PLAZA_PROCESSES: value }), value).toThrow(/PLAZA_PROCESSES/);
    }
  });
});
