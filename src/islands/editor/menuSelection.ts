import type { WritableAtom } from 'nanostores';

/**
 * Highlighting and running an item of a suggestion menu (the `@` and `/` menus): the plugin's latest
 * `command` runs the item, as the suggestion plugin owns the typed text it replaces.
 */
export function menuSelection<Item, State extends { items: Item[]; selectedIndex: number }>(
  $state: WritableAtom<State>,
  command: () => ((item: Item) => void) | undefined,
) {
  return {
    select(index: number): void {
      $state.set({ ...$state.get(), selectedIndex: index });
    },
    run(index: number): void {
      const item = $state.get().items[index];
      const runItem = command();
      if (item && runItem) runItem(item);
    },
  };
}
