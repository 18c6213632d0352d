import { atom } from 'nanostores';

export type ColorMode = 'light' | 'dark' | 'system';
/** Also read by the inline script in src/layouts/BaseHtml.astro, which applies it before first paint. */
export const COLOR_MODE_KEY = 'plaza-color-mode';

function storedMode(): ColorMode {
  try {
    const value = localStorage.getItem(COLOR_MODE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

const prefersDark = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;

/** The stored preference: light, dark, or system (follow the operating system). */
export const $colorMode = atom<ColorMode>(typeof window === 'undefined' ? 'system' : storedMode());

export function isDarkMode(mode: ColorMode): boolean {
  return mode === 'dark' || (mode === 'system' && prefersDark());
}

function apply(mode: ColorMode): void {
  const dark = isDarkMode(mode);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

function setColorMode(mode: ColorMode): void {
  try {
    if (mode === 'system') localStorage.removeItem(COLOR_MODE_KEY);
    else localStorage.setItem(COLOR_MODE_KEY, mode);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
  $colorMode.set(mode);
  apply(mode);
}

/** A click switches between dark and light, starting from what is shown now. */
export function toggleColorMode(): void {
  setColorMode(document.documentElement.classList.contains('dark') ? 'light' : 'dark');
}

if (typeof window !== 'undefined') {
  // Follow the system while the preference is "system", and other tabs' choices.
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if ($colorMode.get() === 'system') apply('system');
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== COLOR_MODE_KEY) return;
    const mode = storedMode();
    $colorMode.set(mode);
    apply(mode);
  });
}
