import { atom } from 'nanostores';
import { menuSelection } from './menuSelection.ts';
import type { SuggestionProps } from '@tiptap/suggestion';
import {
  filterSlashCommands,
  SLASH_COMMANDS,
  type SlashCommandDefinition,
} from '@/shared/editor/slashCommands.ts';
import { slashMenuKeyAction } from '@/shared/editor/slashMenuNavigation.ts';

export interface SlashMenuState {
  open: boolean;
  items: SlashCommandDefinition[];
  selectedIndex: number;
  /** The text typed after the slash; while it is empty, keys 1-9 pick an item. */
  query: string;
  /** Where the typed "/query" sits, in viewport coordinates. */
  anchor: DOMRect | null;
  /** Set when the menu closed because nothing matched: the hint shows there briefly. */
  noMatchAnchor: DOMRect | null;
}

type SlashProps = SuggestionProps<SlashCommandDefinition, SlashCommandDefinition>;

const CLOSED: SlashMenuState = {
  open: false,
  items: [],
  selectedIndex: 0,
  query: '',
  anchor: null,
  noMatchAnchor: null,
};

/**
 * Connects the suggestion plugin (which owns the "/query" text) to the React menu (which draws it).
 * Items are filtered here, synchronously, so a digit typed right after "/" already picks.
 */
export function createSlashMenuController(labelOf: (item: SlashCommandDefinition) => string) {
  const $state = atom<SlashMenuState>(CLOSED);
  let props: SlashProps | null = null;
  let query: string | null = null;

  const itemsFor = (text: string) => filterSlashCommands(SLASH_COMMANDS, text, labelOf);

  return {
    $state,
    labelOf,
    /** Called on start and on every change of the query; false means "nothing matches, close". */
    update(next: SlashProps): boolean {
      props = next;
      const items = itemsFor(next.query);
      if (items.length === 0) {
        $state.set({ ...CLOSED, noMatchAnchor: next.clientRect?.() ?? null });
        return false;
      }
      const current = $state.get();
      const selectedIndex = query === next.query ? Math.min(current.selectedIndex, items.length - 1) : 0;
      query = next.query;
      $state.set({
        open: true,
        items,
        selectedIndex,
        query: next.query,
        anchor: next.clientRect?.() ?? null,
        noMatchAnchor: null,
      });
      return true;
    },
    close(): void {
      props = null;
      query = null;
      const { noMatchAnchor } = $state.get();
      $state.set({ ...CLOSED, noMatchAnchor });
    },
    clearNoMatch(): void {
      if ($state.get().noMatchAnchor) $state.set({ ...$state.get(), noMatchAnchor: null });
    },
    ...menuSelection($state, () => props?.command),
    keyDown(event: KeyboardEvent): boolean {
      const state = $state.get();
      if (!state.open || event.ctrlKey || event.metaKey || event.altKey) return false;
      const action = slashMenuKeyAction(
        event.key,
        event.shiftKey,
        state.selectedIndex,
        state.items.length,
        state.query,
      );
      if (action.kind === 'move') this.select(action.index);
      if (action.kind === 'run') this.run(action.index);
      return action.kind !== 'none';
    },
  };
}

export type SlashMenuController = ReturnType<typeof createSlashMenuController>;
