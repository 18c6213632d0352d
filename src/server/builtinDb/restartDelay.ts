// No imports: scripts/serve.ts loads this with type stripping.
const FIRST_DELAY_MS = 1000;
const LONGEST_DELAY_MS = 30_000;

/** The wait before restarting a server after its nth failure in a row: 1 s, 2 s, 4 s … at most 30 s. */
export function restartDelayMs(failures: number): number {
  const steps = Math.max(0, Math.floor(failures) - 1);
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(steps, 16));
}
