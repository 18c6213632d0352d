/**
 * Dispatched (bubbling) by an island that hydrates other parts of the page once those have their
 * React roots: `client:member` with a scope waits for it before it replays a held click (decision 048).
 */
export const ISLAND_READY_EVENT = 'plaza:island-ready';

/** Resolves at the scope's next ready event, or after `timeoutMs` so a held click is never kept forever. */
export function nextIslandReady(scope: HTMLElement, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      scope.removeEventListener(ISLAND_READY_EVENT, done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    scope.addEventListener(ISLAND_READY_EVENT, done);
  });
}
