import { atom, type WritableAtom } from 'nanostores';
import { addRecentColor, parseRecentColors } from '@/shared/editor/recentColors.ts';

export type ColorKind = 'text' | 'background';

const STORAGE_KEYS: Record<ColorKind, string> = {
  text: 'plaza-editor-recent-text-colors',
  background: 'plaza-editor-recent-background-colors',
};

const stores: Partial<Record<ColorKind, WritableAtom<string[]>>> = {};

/** Recent colours of one kind, shared by every editor on the page and kept in localStorage. */
export function recentColorsStore(kind: ColorKind): WritableAtom<string[]> {
  const existing = stores[kind];
  if (existing) return existing;
  const store = atom<string[]>([]);
  if (typeof window !== 'undefined') {
    try {
      store.set(parseRecentColors(window.localStorage.getItem(STORAGE_KEYS[kind])));
    } catch {
      // Storage unavailable: recent colours last for this page only.
    }
  }
  stores[kind] = store;
  return store;
}

export function rememberColor(kind: ColorKind, color: string): void {
  const store = recentColorsStore(kind);
  const next = addRecentColor(store.get(), color);
  store.set(next);
  try {
    window.localStorage.setItem(STORAGE_KEYS[kind], JSON.stringify(next));
  } catch {
    // Storage unavailable or full: keep the list in memory.
  }
}
