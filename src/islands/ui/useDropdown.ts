import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';

/** The delay before a hovered dropdown opens, and after the pointer leaves before it closes. */
const DROPDOWN_DELAY_MS = 150;

type OpenedBy = 'hover' | 'click' | 'keyboard';
type FocusTarget = 'first' | 'last' | 'trigger' | null;

const menuItems = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * The behaviour of a menu button: opens on hover after 150 ms, on click, Enter, Space,
 * ArrowDown (first item) or ArrowUp (last item); arrows, Home and End move between items; Escape
 * closes and returns focus to the button; Tab, an outside click, or choosing an item closes it.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const openedBy = useRef<OpenedBy>('click');
  const focusAfterRender = useRef<FocusTarget>(null);
  const timer = useRef<number | undefined>(undefined);

  const clearTimer = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const show = useCallback(
    (by: OpenedBy, focus: FocusTarget = null) => {
      clearTimer();
      openedBy.current = by;
      focusAfterRender.current = focus;
      setOpen(true);
    },
    [clearTimer],
  );

  const close = useCallback(
    (returnFocus = false) => {
      clearTimer();
      focusAfterRender.current = returnFocus ? 'trigger' : null;
      setOpen(false);
    },
    [clearTimer],
  );

  // Focus moves once the menu is shown (or hidden), never before.
  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    if (target === 'trigger') triggerRef.current?.focus();
    else if (target) {
      const items = menuItems(menuRef.current);
      (target === 'first' ? items[0] : items[items.length - 1])?.focus();
    }
  });

  useEffect(() => {
    if (!open) return undefined;
    const onOutside = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onOutside);
    return () => document.removeEventListener('pointerdown', onOutside);
  }, [open, close]);

  // A pointer resting on the menu when the island hydrates has already entered it.
  useEffect(() => {
    const root = rootRef.current;
    if (root?.matches(':hover') && window.matchMedia('(hover: hover)').matches) {
      timer.current = window.setTimeout(() => show('hover'), DROPDOWN_DELAY_MS);
    }
    return clearTimer;
  }, [show, clearTimer]);

  const rootProps = {
    ref: rootRef,
    onPointerEnter(event: PointerEvent) {
      if (event.pointerType !== 'mouse') return;
      clearTimer();
      if (!open) timer.current = window.setTimeout(() => show('hover'), DROPDOWN_DELAY_MS);
    },
    onPointerLeave(event: PointerEvent) {
      if (event.pointerType !== 'mouse') return;
      clearTimer();
      if (open && openedBy.current === 'hover')
        timer.current = window.setTimeout(() => close(), DROPDOWN_DELAY_MS);
    },
    onBlur(event: FocusEvent) {
      const next = event.relatedTarget as Node | null;
      if (open && next && !rootRef.current?.contains(next)) close();
    },
  };

  const triggerProps = {
    ref: triggerRef,
    'aria-expanded': open,
    onClick(event: MouseEvent) {
      clearTimer();
      // detail 0: the click of Enter or Space, which React may deliver without its key-down when the
      // key arrives while the island is still hydrating; it opens as the key does, on the first item.
      if (!open && event.detail === 0) show('keyboard', 'first');
      else if (!open) show('click');
      // A click on a menu the pointer already opened keeps it open, now until an explicit close.
      else if (openedBy.current === 'hover') openedBy.current = 'click';
      else close();
    },
    onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
        event.preventDefault();
        show('keyboard', 'first');
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        show('keyboard', 'last');
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        close();
      }
    },
    // Space activates a button on key-up; the key-down above has already opened the menu.
    onKeyUp(event: KeyboardEvent) {
      if (event.key === ' ') event.preventDefault();
    },
  };

  const menuProps = {
    ref: menuRef,
    hidden: !open,
    onKeyDown(event: KeyboardEvent) {
      const items = menuItems(menuRef.current);
      const index = items.indexOf(document.activeElement as HTMLElement);
      const last = items.length - 1;
      const moves: Record<string, number> = {
        ArrowDown: index >= last ? 0 : index + 1,
        ArrowUp: index <= 0 ? last : index - 1,
        Home: 0,
        End: last,
      };
      const next = moves[event.key];
      if (next !== undefined) {
        event.preventDefault();
        items[next]?.focus();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      } else if (event.key === 'Tab') {
        close();
      }
    },
  };

  return { open, close, rootProps, triggerProps, menuProps };
}
