const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** "Mod-Shift-8" as shown to people: "Ctrl+Shift+8", or "⌘⇧8" on Apple devices. */
export function shortcutLabel(shortcut: string): string {
  const keys = shortcut.split('-').map((key) => (key.length === 1 ? key.toUpperCase() : key));
  if (isApple()) {
    const symbols: Record<string, string> = { Mod: '⌘', Shift: '⇧', Alt: '⌥' };
    return keys.map((key) => symbols[key] ?? key).join('');
  }
  return keys.map((key) => (key === 'Mod' ? 'Ctrl' : key)).join('+');
}

/** The aria-keyshortcuts value, offering both Control and Meta so server and browser agree. */
export function ariaKeyShortcuts(shortcut: string): string {
  const keys = shortcut.split('-').map((key) => (key.length === 1 ? key.toUpperCase() : key));
  const withModifier = (modifier: string) => keys.map((key) => (key === 'Mod' ? modifier : key)).join('+');
  return shortcut.includes('Mod') ? `${withModifier('Control')} ${withModifier('Meta')}` : keys.join('+');
}
