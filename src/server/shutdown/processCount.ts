// No imports: scripts/serve.ts loads this with type stripping.
import { availableParallelism } from 'node:os';

const MAX_PROCESSES = 64;

/**
 * PLAZA_PROCESSES (or WEB_CONCURRENCY, the name several hosts set): how many app processes serve
 * the port; `auto` means one per CPU. Unset means 1 (a single process, no cluster).
 */
export function processCount(source: Record<string, string | undefined> = process.env): number {
  const raw = (source.PLAZA_PROCESSES || source.WEB_CONCURRENCY || '1').trim();
  if (raw === 'auto') return Math.min(availableParallelism(), MAX_PROCESSES);
  const count = Number(raw);
  if (!/^\d+$/.test(raw) || count < 1 || count > MAX_PROCESSES) {
    throw new Error(`PLAZA_PROCESSES must be "auto" or a whole number from 1 to ${MAX_PROCESSES}`);
  }
  return count;
}
