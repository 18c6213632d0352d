import { ICON_PATHS, type IconName } from '@/components/ui/iconPaths.ts';
import { markup, type SafeHtml } from './safeHtml.ts';

/** The same markup as src/components/ui/Icon.astro, for HTML built in code. */
export function commentIcon(name: IconName, size = 16): SafeHtml {
  return markup`<svg class="icon" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${ICON_PATHS[name]}"></path></svg>`;
}
