import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { processTree, sampleTreeMemory, statusFieldKb } from './processMemory.ts';

describe('process memory', () => {
  it('reads kB fields of /proc/<pid>/status', () => {
    const status = 'Name:\tnode\nVmHWM:\t  369024 kB\nVmRSS:\t  302472 kB\n';
    expect(statusFieldKb(status, 'VmRSS')).toBe(302472);
    expect(statusFieldKb(status, 'VmHWM')).toBe(369024);
    expect(statusFieldKb(status, 'VmSwap')).toBe(0);
  });

  it('finds child processes and sums their memory', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 5000)'], { stdio: 'ignore' });
    try {
      await new Promise((done) => setTimeout(done, 300));
      expect(processTree(process.pid)).toContain(child.pid);
      const sampler = sampleTreeMemory(process.pid, 20);
      await new Promise((done) => setTimeout(done, 200));
      sampler.stop();
      // This test process alone holds more than 20 MB; its child adds its own.
      expect(sampler.peakMb()).toBeGreaterThan(20);
    } finally {
      child.kill();
    }
  });
});
