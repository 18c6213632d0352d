import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { processTree } from '../load/processMemory.ts';

/** User plus system CPU of one `/proc/<pid>/stat` line, in clock ticks. */
export function cpuTicksOfStat(stat: string): number {
  // The command name is in parentheses and may contain spaces; utime and stime are the 12th and 13th
  // fields after its closing one (fields 14 and 15 of the line).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  if (!Number.isFinite(user) || !Number.isFinite(system)) throw new Error(`not a /proc stat line: ${stat}`);
  return user + system;
}

let ticksPerSecond: number | undefined;

function clockTicksPerSecond(): number {
  if (ticksPerSecond === undefined) {
    const answer = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    ticksPerSecond = Number.isFinite(answer) && answer > 0 ? answer : 100;
  }
  return ticksPerSecond;
}

/** CPU milliseconds a process and its descendants (cluster workers) have used so far. */
export function treeCpuMs(root: number): number {
  let ticks = 0;
  for (const pid of processTree(root)) {
    try {
      ticks += cpuTicksOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      // the process ended between listing and reading: its time is gone with it
    }
  }
  return (ticks * 1000) / clockTicksPerSecond();
}
