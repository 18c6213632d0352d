const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task` for each item in order, one at a time, waiting `staggerMs` before each
 * after the first (uploads go one at a time, staggered by 10 ms). A failing item
 * is reported to `onError` and the rest still run.
 */
export async function runOneAtATime<T>(
  items: readonly T[],
  task: (item: T) => Promise<void>,
  options: { staggerMs: number; onError: (error: unknown, item: T) => void },
): Promise<void> {
  for (const [index, item] of items.entries()) {
    if (index > 0) await wait(options.staggerMs);
    try {
      await task(item);
    } catch (error) {
      options.onError(error, item);
    }
  }
}
