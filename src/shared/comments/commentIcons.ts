import { ICON_PATHS, type IconName } from '@/components/ui/iconPaths.ts';
import { markup, type SafeHtml } from './safeHtml.ts';

/** The same markup as src/components/ui/Icon.astro (its global style gives the stroke), for HTML built in code. */
export function commentIcon(name: IconName, size = 16): SafeHtml {
  return markup`<svg class="icon" width="${size}" height="${size}" viewBox="0 0 24 24" aria-hidden="true"><path d="${ICON_PATHS[name]}"></path></svg>`;
}
