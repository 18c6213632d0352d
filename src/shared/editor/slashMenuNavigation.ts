export type SlashMenuAction =
  { kind: 'move'; index: number } | { kind: 'run'; index: number } | { kind: 'none' };

/**
 * What a key does in the slash menu: 1-9 run that item right after the slash (once a
 * query is typed, digits belong to it: "/h2"), arrows move (wrapping), Tab moves to the next
 * item (Shift+Tab to the previous), Enter runs the highlighted one.
 */
export function slashMenuKeyAction(
  key: string,
  shiftKey: boolean,
  selectedIndex: number,
  itemCount: number,
  query: string,
): SlashMenuAction {
  if (itemCount === 0) return { kind: 'none' };
  const wrap = (index: number) => (index + itemCount) % itemCount;
  if (/^[1-9]$/.test(key)) {
    if (query !== '') return { kind: 'none' };
    const index = Number(key) - 1;
    return index < itemCount ? { kind: 'run', index } : { kind: 'none' };
  }
  switch (key) {
    case 'ArrowDown':
      return { kind: 'move', index: wrap(selectedIndex + 1) };
    case 'ArrowUp':
      return { kind: 'move', index: wrap(selectedIndex - 1) };
    case 'Tab':
      return { kind: 'move', index: wrap(selectedIndex + (shiftKey ? -1 : 1)) };
    case 'Enter':
      return { kind: 'run', index: Math.min(Math.max(selectedIndex, 0), itemCount - 1) };
    default:
      return { kind: 'none' };
  }
}
