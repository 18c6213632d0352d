/** SPEC §9: the delay before a hovered dropdown opens, and after the pointer leaves before it closes. */
export const DROPDOWN_DELAY_MS = 150;

type OpenedBy = 'hover' | 'click' | 'keyboard';

/**
 * The behaviour of the server-rendered dropdown (src/components/ui/Dropdown.astro; islands use useDropdown):
 * opens on hover after 150 ms, on click, Enter, Space, ArrowDown (first item) or ArrowUp (last item);
 * arrows, Home and End move between items; Escape closes and returns focus to the button;
 * Tab, an outside click, or choosing an item closes it. Returns a function that detaches it.
 *
 * Markup: a root holding `[data-dropdown-trigger]` (a button) and `[data-dropdown-menu]` (hidden)
 * whose items have role="menuitem".
 */
export function attachDropdown(root: HTMLElement): () => void {
  const trigger = root.querySelector<HTMLElement>('[data-dropdown-trigger]');
  const menu = root.querySelector<HTMLElement>('[data-dropdown-menu]');
  if (!trigger || !menu) return () => undefined;
  let openedBy: OpenedBy = 'click';
  let timer: number | undefined;

  const items = () => Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]'));
  const isOpen = () => !menu.hidden;
  const clearTimer = () => {
    window.clearTimeout(timer);
    timer = undefined;
  };

  const onOutside = (event: PointerEvent) => {
    if (!root.contains(event.target as Node)) close();
  };

  function open(by: OpenedBy, focus?: 'first' | 'last') {
    openedBy = by;
    if (!isOpen()) {
      menu!.hidden = false;
      trigger!.setAttribute('aria-expanded', 'true');
      root.setAttribute('data-open', '');
      document.addEventListener('pointerdown', onOutside);
    }
    const list = items();
    if (focus) (focus === 'first' ? list[0] : list[list.length - 1])?.focus();
  }

  function close(returnFocus = false) {
    clearTimer();
    if (isOpen()) {
      menu!.hidden = true;
      trigger!.setAttribute('aria-expanded', 'false');
      root.removeAttribute('data-open');
      document.removeEventListener('pointerdown', onOutside);
    }
    if (returnFocus) trigger!.focus();
  }

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimer();
    if (!isOpen()) timer = window.setTimeout(() => open('hover'), DROPDOWN_DELAY_MS);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimer();
    if (isOpen() && openedBy === 'hover') timer = window.setTimeout(() => close(), DROPDOWN_DELAY_MS);
  };

  const onTriggerClick = () => {
    clearTimer();
    if (!isOpen()) open('click');
    // A click on a menu the pointer already opened keeps it open, now until an explicit close.
    else if (openedBy === 'hover') openedBy = 'click';
    else close();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      open('keyboard', 'first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      open('keyboard', 'last');
    } else if (event.key === 'Escape' && isOpen()) {
      event.preventDefault();
      close();
    }
  };
  // Space activates a button on key-up; the key-down above has already opened the menu.
  const onTriggerKeyUp = (event: KeyboardEvent) => {
    if (event.key === ' ') event.preventDefault();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const last = list.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: index >= last ? 0 : index + 1,
      ArrowUp: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      list[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close();
    }
  };

  // Runs before handlers delegated higher up (React's), so an item's action sees the menu closed.
  const onMenuClick = (event: MouseEvent) => {
    const item = (event.target as Element).closest('[role="menuitem"]');
    if (!item) return;
    close(!(item instanceof HTMLAnchorElement));
  };

  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (isOpen() && next && !root.contains(next)) close();
  };

  root.addEventListener('pointerenter', onPointerEnter);
  root.addEventListener('pointerleave', onPointerLeave);
  root.addEventListener('focusout', onFocusOut);
  trigger.addEventListener('click', onTriggerClick);
  trigger.addEventListener('keydown', onTriggerKeyDown);
  trigger.addEventListener('keyup', onTriggerKeyUp);
  menu.addEventListener('keydown', onMenuKeyDown);
  menu.addEventListener('click', onMenuClick);
  root.setAttribute('data-dropdown-ready', '');

  return () => {
    close();
    root.removeEventListener('pointerenter', onPointerEnter);
    root.removeEventListener('pointerleave', onPointerLeave);
    root.removeEventListener('focusout', onFocusOut);
    trigger.removeEventListener('click', onTriggerClick);
    trigger.removeEventListener('keydown', onTriggerKeyDown);
    trigger.removeEventListener('keyup', onTriggerKeyUp);
    menu.removeEventListener('keydown', onMenuKeyDown);
    menu.removeEventListener('click', onMenuClick);
    root.removeAttribute('data-dropdown-ready');
  };
}
