/** What counts as a reader reaching for an island: pointing at it, focusing it, touching it, a key or a click. */
const INTERACTION_EVENTS = ['pointerover', 'focusin', 'touchstart', 'keydown', 'click'] as const;

/**
 * Calls `hydrate` once, on the first interaction inside `root`. A click on a control that arrives
 * before the island is hydrated is held and replayed on the same element once it is, so a tap on
 * a phone (which may bring no pointerover first) is not lost. Links keep working as links.
 * Returns a function that stops listening (the island was hydrated another way first).
 */
export function onFirstInteraction(root: HTMLElement, hydrate: () => Promise<void>): () => void {
  let started = false;
  let heldClick: Element | null = null;
  const listener = (event: Event) => {
    if (event.type === 'click' && event.target instanceof Element && !event.target.closest('a[href]')) {
      event.preventDefault();
      event.stopPropagation();
      // An icon's <path> is no HTMLElement, yet a tap on it is a tap on its button.
      heldClick = event.target;
    }
    if (started) return;
    started = true;
    void hydrate().then(() => {
      for (const type of INTERACTION_EVENTS) root.removeEventListener(type, listener, true);
      const clicked = heldClick;
      heldClick = null;
      if (clicked?.isConnected) {
        clicked.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
      }
    });
  };
  for (const type of INTERACTION_EVENTS) root.addEventListener(type, listener, { capture: true });
  return () => {
    if (started) return;
    for (const type of INTERACTION_EVENTS) root.removeEventListener(type, listener, true);
  };
}

/** The member hint set before first paint from the `plaza_member` cookie (decision 027). */
export function looksSignedIn(): boolean {
  return document.documentElement.hasAttribute('data-member');
}

/** Runs `task` when the browser is idle (or after a short delay where it cannot say). */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
