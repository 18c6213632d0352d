type ShutdownHook = () => Promise<void> | void;

const registry = new Map<string, ShutdownHook>();
const handling = new Set<Promise<unknown>>();

/**
 * Counts a request's handling as under way until it settles. A client that goes away ends its
 * connection before the handler does; the database pool must not close under that handler.
 */
export function trackHandling<T>(work: Promise<T>): Promise<T> {
  handling.add(work);
  const forget = () => handling.delete(work);
  work.then(forget, forget);
  return work;
}

/** Registers (or replaces) something to close once the server has stopped taking requests. */
export function onShutdown(name: string, hook: ShutdownHook): void {
  registry.set(name, hook);
}

/**
 * Waits (at most `timeoutMs`) for the handling still under way, then runs every hook, each at most
 * `timeoutMs`; a failing hook does not keep the others from running.
 */
export async function runShutdownHooks(timeoutMs: number): Promise<string[]> {
  if (handling.size > 0) {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((done) => (timer = setTimeout(done, timeoutMs)));
    await Promise.race([Promise.allSettled([...handling]), waited]);
    clearTimeout(timer);
  }
  const failed: string[] = [];
  await Promise.all(
    [...registry].map(async ([name, hook]) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
      });
      try {
        await Promise.race([Promise.resolve().then(hook), timeout]);
      } catch {
        failed.push(name);
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  registry.clear();
  return failed;
}
