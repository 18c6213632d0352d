import { readdirSync, readFileSync } from 'node:fs';

/** A `/proc/<pid>/status` field in kB (VmRSS, VmHWM); 0 when absent. */
export function statusFieldKb(status: string, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status);
  return match ? Number(match[1]) : 0;
}

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may contain spaces: the fields after its closing one are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return undefined;
  }
}

/** The process and all its descendants (cluster workers, helpers), found through /proc. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const parent = parentOf(pid);
    if (parent === undefined) continue;
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) tree.push(...(children.get(tree[index]!) ?? []));
  return tree;
}

function rssKb(pid: number): number {
  try {
    return statusFieldKb(readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmRSS');
  } catch {
    return 0;
  }
}

export interface MemorySampler {
  /** The highest sum of VmRSS over the tree seen so far, in MB. */
  peakMb(): number;
  stop(): void;
}

/** Samples the summed resident memory of a process tree; the tree is re-read each second to see new workers. */
export function sampleTreeMemory(root: number, everyMs = 100): MemorySampler {
  let peakKb = 0;
  let tree = processTree(root);
  let samples = 0;
  const timer = setInterval(() => {
    samples += 1;
    if (samples % 10 === 0) tree = processTree(root);
    const total = tree.reduce((sum, pid) => sum + rssKb(pid), 0);
    peakKb = Math.max(peakKb, total);
  }, everyMs);
  timer.unref();
  return {
    peakMb: () => peakKb / 1024,
    stop: () => clearInterval(timer),
  };
}

/** The summed resident memory of the process tree now, in MB. */
export function treeRssMb(root: number): number {
  return processTree(root).reduce((sum, pid) => sum + rssKb(pid), 0) / 1024;
}
