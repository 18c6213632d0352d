import { describe, expect, it } from 'vitest';
import { countCpuBeside, cpuSecondsOfStat, treeCpuSeconds } from './processCpu.ts';

/**
 * Keeps this process busy until it has used `seconds` of CPU by its own account (not wall time: test
 * workers share the cores, so a fixed wall time may get little CPU).
 */
function spinFor(seconds: number): void {
  const used = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1e6;
  };
  const start = used();
  const deadline = Date.now() + 20_000;
  let spin = 0;
  while (used() - start < seconds && Date.now() < deadline) spin += Math.sqrt(spin + 1);
  expect(used() - start).toBeGreaterThanOrEqual(seconds);
}

describe('CPU of the processes beside a measured server', () => {
  it('reads user and system ticks from a stat line whose command has spaces and parentheses', () => {
    const stat = '4242 (node (x) y) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 75 0 0 20 0 11 0';
    expect(cpuSecondsOfStat(stat)).toBeCloseTo(3.25, 5);
  });

  it('counts from /proc the CPU this process spends', () => {
    const before = treeCpuSeconds(process.pid);
    spinFor(0.2);
    // /proc counts in 10 ms ticks.
    expect(treeCpuSeconds(process.pid) - before).toBeGreaterThan(0.15);
  });

  it("gives the bench's own CPU and nothing for processes it was not given", () => {
    const taken = countCpuBeside([], undefined);
    spinFor(0.15);
    const beside = taken();
    expect(beside.benchSeconds).toBeGreaterThanOrEqual(0.15);
    expect(beside.otherServerSeconds).toBe(0);
    expect(beside.databaseSeconds).toBe(0);
  });
});
