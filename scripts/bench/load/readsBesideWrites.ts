import type autocannon from 'autocannon';
import { startAutocannon } from './autocannonInstance.ts';
import { measure, type LoadFigures, type LoadSettings } from './runAutocannon.ts';

/** Members writing beside the readers: the steady 20 writes per second. */
export const MIXED_WRITES_PER_SECOND = 20;

export interface MixedFigures {
  reads: LoadFigures;
  /** Writes per second that completed while the reads were measured. */
  writesPerSecond: number;
  /** Writes answered 5xx. */
  writeFailures: number;
}

/**
 * Anonymous reads of one page while members like, comment and check in at a steady rate beside
 * them: what a live forum does to a page cache that writes used to empty (decision 027).
 */
export async function measureReadsBesideWrites(
  readUrl: string,
  writerBaseUrl: string,
  writes: autocannon.Request[],
  settings: LoadSettings,
): Promise<MixedFigures> {
  const started = performance.now();
  const { instance: writer, done } = startAutocannon({
    url: writerBaseUrl,
    connections: 4,
    overallRate: MIXED_WRITES_PER_SECOND,
    // Longer than the reads take; stopped as soon as they are done.
    duration: 600,
    timeout: 10,
    requests: writes,
  });
  let completed = 0;
  let failures = 0;
  writer.on('response', (_client: unknown, status: number) => {
    completed += 1;
    // A second check-in the same day answers 409 by design; only server failures count.
    if (status >= 500) failures += 1;
  });
  try {
    const reads = await measure({ url: readUrl }, settings);
    const seconds = (performance.now() - started) / 1000;
    return { reads, writesPerSecond: completed / seconds, writeFailures: failures };
  } finally {
    writer.stop();
    await done;
  }
}
