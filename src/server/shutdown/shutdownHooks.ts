type ShutdownHook = () => Promise<void> | void;

const registry = new Map<string, ShutdownHook>();

/** Registers (or replaces) something to close once the server has stopped taking requests. */
export function onShutdown(name: string, hook: ShutdownHook): void {
  registry.set(name, hook);
}

/** Runs every hook, each at most `timeoutMs`; a failing hook does not keep the others from running. */
export async function runShutdownHooks(timeoutMs: number): Promise<string[]> {
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
