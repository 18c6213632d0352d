// No imports: scripts/serve.ts loads this file with type stripping while the built server bundles
// its own copy, so the registry lives on globalThis where both copies find it.

type ShutdownHook = () => Promise<void> | void;

const REGISTRY = Symbol.for('plaza.shutdownHooks');

function hooks(): Map<string, ShutdownHook> {
  const holder = globalThis as { [REGISTRY]?: Map<string, ShutdownHook> };
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/** Registers (or replaces) something to close once the server has stopped taking requests. */
export function onShutdown(name: string, hook: ShutdownHook): void {
  hooks().set(name, hook);
}

/** Runs every hook, each at most `timeoutMs`; a failing hook does not keep the others from running. */
export async function runShutdownHooks(timeoutMs: number): Promise<string[]> {
  const failed: string[] = [];
  await Promise.all(
    [...hooks()].map(async ([name, hook]) => {
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
  hooks().clear();
  return failed;
}
