import { describe, expect, it } from 'vitest';
import { countCpuBeside, cpuSecondsOfStat, treeCpuSeconds } from './processCpu.ts';

describe('CPU of the processes beside a measured server', () => {
  it('reads user and system ticks from a stat line whose command has spaces and parentheses', () => {
    const stat = '4242 (node (x) y) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 75 0 0 20 0 11 0';
    expect(cpuSecondsOfStat(stat)).toBeCloseTo(3.25, 5);
  });

  it('counts the CPU this process spends', () => {
    const before = treeCpuSeconds(process.pid);
    const until = Date.now() + 300;
    let spin = 0;
    while (Date.now() < until) spin += Math.sqrt(spin + 1);
    expect(spin).toBeGreaterThan(0);
    expect(treeCpuSeconds(process.pid) - before).toBeGreaterThan(0.1);
  });

  it("gives the bench's own CPU and nothing for processes it was not given", () => {
    const taken = countCpuBeside([], undefined);
    const until = Date.now() + 200;
    let spin = 0;
    while (Date.now() < until) spin += Math.sqrt(spin + 1);
    const beside = taken();
    expect(beside.benchSeconds).toBeGreaterThan(0.1);
    expect(beside.otherServerSeconds).toBe(0);
    expect(beside.databaseSeconds).toBe(0);
  });
});
