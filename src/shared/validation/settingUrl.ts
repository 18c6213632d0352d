import { z } from 'zod';
import { isUploadUrl } from '@/shared/upload/uploadUrl.ts';
import { isHttpUrl } from './httpUrl.ts';

/** Longest address a URL setting holds (its columns and config values take 512). */
export const SETTING_URL_MAX_LENGTH = 512;

/**
 * What an address typed into a setting (the owner's site settings, nodes and friend links, a
 * member's homepage) may point at (decision 025):
 * - `image`: an image this site stored (`/uploads/…`); other hosts' images are never loaded,
 * - `link`: a path on this site or a complete http(s) address,
 * - `web`: a complete http(s) address (another site, a provider's endpoint).
 */
export type SettingUrlKind = 'image' | 'link' | 'web';

// Characters browsers drop or treat specially inside an address ("/\evil", "java\tscript:").
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0020\u007f-\u009f]/;
// Never a real host: a path that resolves elsewhere against it ("//host", "/\host") leaves the site.
const SITE_BASE = 'http://plaza.invalid';

function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || INVISIBLE.test(value)) return false;
  try {
    return new URL(value, SITE_BASE).origin === SITE_BASE;
  } catch {
    return false;
  }
}

/** The one check every typed address goes through, on save and again before it is rendered. */
export function isSettingUrl(value: string, kind: SettingUrlKind): boolean {
  if (value.length > SETTING_URL_MAX_LENGTH) return false;
  switch (kind) {
    case 'image':
      return isUploadUrl(value);
    case 'link':
      return isSitePath(value) || isHttpUrl(value);
    case 'web':
      return isHttpUrl(value);
  }
}

/** A stored address as it may be rendered: trimmed when it passes, otherwise '' (nothing is shown). */
export function renderableSettingUrl(value: string, kind: SettingUrlKind): string {
  const trimmed = value.trim();
  return isSettingUrl(trimmed, kind) ? trimmed : '';
}

export interface SettingUrlSchemaOptions {
  /** The field's message for an address of the wrong kind (and, unless `tooLong` is given, a long one). */
  invalid: () => string;
  tooLong?: () => string;
  /** '' is accepted and means "none". */
  optional?: boolean;
}

/** The zod field of every URL setting: trimmed, at most 512 characters, of its kind. */
export function settingUrlSchema(kind: SettingUrlKind, options: SettingUrlSchemaOptions) {
  const { invalid, tooLong = invalid, optional = false } = options;
  return z
    .string({ error: invalid })
    .trim()
    .max(SETTING_URL_MAX_LENGTH, { error: tooLong })
    .refine((value) => (optional && value === '') || isSettingUrl(value, kind), { error: invalid });
}
