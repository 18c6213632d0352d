import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import { truncateText } from '@/shared/text/truncateText.ts';
import { m } from '@/paraglide/messages.js';
import { APP_THEME_COLOR } from '@/shared/webApp/appTheme.ts';
import { APP_ICONS, appIconVersion, type AppIconName } from './appIcons.ts';

/** Launchers show about a dozen characters under an icon. */
const SHORT_NAME_MAX = 12;

/** The web app manifest (decision 063): the forum's name and language, its colours and icons. */
export function webManifest(config: SiteConfig) {
  const name = config.siteTitle || 'Plaza';
  const version = appIconVersion(config.siteLogo);
  const icons = (Object.keys(APP_ICONS) as AppIconName[]).map((icon) => ({
    src: `/app-icon/${icon}.png?v=${version}`,
    sizes: `${APP_ICONS[icon].size}x${APP_ICONS[icon].size}`,
    type: 'image/png',
    purpose: APP_ICONS[icon].maskable ? 'maskable' : 'any',
  }));
  return {
    id: '/',
    name,
    short_name: truncateText(name, { unit: 'graphemes', max: SHORT_NAME_MAX }),
    description: config.siteDescription || m.push_manifest_description({}, { locale: config.language }),
    lang: config.language,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: APP_THEME_COLOR,
    background_color: '#ffffff',
    icons,
  };
}
