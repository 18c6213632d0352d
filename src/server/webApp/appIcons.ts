import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { UPLOADS_URL_PREFIX } from '@/shared/editor/editorConstants.ts';
import { isUploadUrl } from '@/shared/upload/uploadUrl.ts';
import { configuredUploadStorage } from '../upload/storage/configuredUploadStorage.ts';
import { readStoredUpload } from '../upload/storage/readStoredUpload.ts';
import { logger } from '../log/logger.ts';
import { APP_THEME_COLOR } from '@/shared/webApp/appTheme.ts';

/** The icons the manifest names: any-purpose at two sizes, and one a system may crop to its shape. */
export const APP_ICONS = {
  '192': { size: 192, maskable: false },
  '512': { size: 512, maskable: false },
  'maskable-512': { size: 512, maskable: true },
} as const;
export type AppIconName = keyof typeof APP_ICONS;

// The favicon's "P" on the brand colour, full-bleed so it is maskable as it is.
const DEFAULT_ICON = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${APP_THEME_COLOR}"/><path d="M11 23.5V8.5h6.5a4.75 4.75 0 0 1 0 9.5H14v5.5z" fill="#fff"/></svg>`,
);

const rendered = new Map<string, Promise<Buffer>>();
let renderedLogo = '';

/** Changes with the logo: the manifest's icon URLs carry it, so a new logo is fetched anew. */
export function appIconVersion(siteLogo: string): string {
  return createHash('sha256').update(siteLogo).digest('hex').slice(0, 10);
}

async function logoBytes(siteLogo: string): Promise<Buffer | undefined> {
  if (!isUploadUrl(siteLogo)) return undefined;
  return readStoredUpload(configuredUploadStorage(), siteLogo.slice(UPLOADS_URL_PREFIX.length));
}

async function render(name: AppIconName, siteLogo: string): Promise<Buffer> {
  const { size, maskable } = APP_ICONS[name];
  const logo = await logoBytes(siteLogo).catch((error: unknown) => {
    logger.warn({ err: error }, 'the site logo could not be read; the app icon is the default one');
    return undefined;
  });
  if (!logo) return sharp(DEFAULT_ICON, { density: 1200 }).resize(size, size).png().toBuffer();
  // A maskable icon keeps its content inside the middle 80% (the safe zone) on the brand colour.
  const inner = maskable ? Math.round(size * 0.7) : size;
  const fitted = await sharp(logo, { density: 600 })
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  if (!maskable) return fitted;
  return sharp({ create: { width: size, height: size, channels: 4, background: APP_THEME_COLOR } })
    .composite([{ input: fitted, gravity: 'center' }])
    .png()
    .toBuffer();
}

/**
 * A PNG app icon made from the site's logo with sharp (a default one without a logo), rendered once
 * per logo and size in this process.
 */
export function appIconPng(name: AppIconName, siteLogo: string): Promise<Buffer> {
  // Icons of a replaced logo are never asked for again.
  if (siteLogo !== renderedLogo) {
    rendered.clear();
    renderedLogo = siteLogo;
  }
  const key = `${name}:${siteLogo}`;
  let icon = rendered.get(key);
  if (!icon) {
    icon = render(name, siteLogo);
    icon.catch(() => rendered.delete(key));
    rendered.set(key, icon);
  }
  return icon;
}
