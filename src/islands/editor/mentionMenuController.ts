import { atom } from 'nanostores';
import { menuSelection } from './menuSelection.ts';
import type { SuggestionProps } from '@tiptap/suggestion';
import type { MentionSuggestion } from '@/shared/mentions/mentionSuggestSchema.ts';

export interface MentionMenuState {
  open: boolean;
  items: MentionSuggestion[];
  selectedIndex: number;
  /** Where the typed "@query" sits, in viewport coordinates. */
  anchor: DOMRect | null;
}

type MentionProps = SuggestionProps<MentionSuggestion, MentionSuggestion>;

const CLOSED: MentionMenuState = { open: false, items: [], selectedIndex: 0, anchor: null };

/** Connects the "@" suggestion plugin (which owns the typed text) to the React list (which draws it). */
export function createMentionMenuController() {
  const $state = atom<MentionMenuState>(CLOSED);
  let props: MentionProps | null = null;

  return {
    $state,
    update(next: MentionProps): void {
      props = next;
      if (next.items.length === 0) {
        $state.set(CLOSED);
        return;
      }
      const current = $state.get();
      $state.set({
        open: true,
        items: next.items,
        selectedIndex: Math.min(current.open ? current.selectedIndex : 0, next.items.length - 1),
        anchor: next.clientRect?.() ?? null,
      });
    },
    close(): void {
      props = null;
      $state.set(CLOSED);
    },
    ...menuSelection($state, () => props?.command),
    keyDown(event: KeyboardEvent): boolean {
      const state = $state.get();
      if (!state.open || event.ctrlKey || event.metaKey || event.altKey) return false;
      const count = state.items.length;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        this.select((state.selectedIndex + (event.key === 'ArrowDown' ? 1 : -1) + count) % count);
        return true;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        this.run(state.selectedIndex);
        return true;
      }
      return false;
    },
  };
}

export type MentionMenuController = ReturnType<typeof createMentionMenuController>;
