import { EDITOR_RECENT_COLORS_MAX } from './editorConstants.ts';

const HEX_COLOR = /^#[0-9a-f]{3,8}$/i;

/** The list after using `color`: newest first, no duplicates (case-insensitive), at most 7. */
export function addRecentColor(recent: readonly string[], color: string): string[] {
  const normalized = color.toLowerCase();
  return [normalized, ...recent.filter((item) => item.toLowerCase() !== normalized)].slice(
    0,
    EDITOR_RECENT_COLORS_MAX,
  );
}

/** Reads a stored list, dropping anything that is not a hex colour (storage is user-editable). */
export function parseRecentColors(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    const colors = value.filter((item): item is string => typeof item === 'string' && HEX_COLOR.test(item));
    return colors.reduceRight<string[]>((list, color) => addRecentColor(list, color), []);
  } catch {
    return [];
  }
}
