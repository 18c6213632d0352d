/** What counts as a reader reaching for an island: pointing at it, focusing it, touching it, a key, a click or a choice. */
const INTERACTION_EVENTS = ['pointerover', 'focusin', 'touchstart', 'keydown', 'click', 'change'] as const;

/**
 * A plain click (no modifier key: those open a new tab) on a link its island handles in place,
 * marked `data-hold-click` (Load more): held like a button's, so it does not navigate away.
 */
function heldLink(link: Element, event: Event): boolean {
  if (!link.hasAttribute('data-hold-click') || !(event instanceof MouseEvent)) return false;
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Calls `hydrate` once, on the first interaction inside `root`. A click on a control that arrives
 * before the island is hydrated is held and replayed on the same element once it is, so a tap on
 * a phone (which may bring no pointerover first) is not lost. Links keep working as links, unless
 * marked `data-hold-click`. A choice made in a `<select>` before hydration (a change event with no
 * pointer or focus before it) is announced again once hydrated.
 * Returns a function that stops listening (the island was hydrated another way first).
 */
export function onFirstInteraction(root: HTMLElement, hydrate: () => Promise<void>): () => void {
  let started = false;
  let heldClick: Element | null = null;
  let heldChange: HTMLSelectElement | null = null;
  const listener = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (event.type === 'click' && event.target instanceof Element && (!link || heldLink(link, event))) {
      event.preventDefault();
      event.stopPropagation();
      // An icon's <path> is no HTMLElement, yet a tap on it is a tap on its button.
      heldClick = event.target;
    }
    if (event.type === 'change' && event.target instanceof HTMLSelectElement) heldChange = event.target;
    if (started) return;
    started = true;
    void hydrate().then(() => {
      for (const type of INTERACTION_EVENTS) root.removeEventListener(type, listener, true);
      const clicked = heldClick;
      const changed = heldChange;
      heldClick = null;
      heldChange = null;
      if (changed?.isConnected) changed.dispatchEvent(new Event('change', { bubbles: true }));
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
