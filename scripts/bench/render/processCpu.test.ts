import { describe, expect, it } from 'vitest';
import { cpuTicksOfStat, treeCpuMs } from './processCpu.ts';

describe('cpuTicksOfStat', () => {
  it('adds utime and stime, after a command name with spaces and parentheses', () => {
    const stat = '4242 (node (x) y) S 1 4242 4242 0 -1 4194560 100 0 0 0 731 45 0 0 20 0 11 0 500 0 0';
    expect(cpuTicksOfStat(stat)).toBe(776);
  });

  it('refuses a line that is not a stat line', () => {
    expect(() => cpuTicksOfStat('nothing here')).toThrow();
  });
});

describe('treeCpuMs', () => {
  it('grows while this process works', () => {
    const before = treeCpuMs(process.pid);
    const until = performance.now() + 120;
    let spin = 0;
    while (performance.now() < until) spin += 1;
    expect(spin).toBeGreaterThan(0);
    expect(treeCpuMs(process.pid) - before).toBeGreaterThanOrEqual(50);
  });
});
