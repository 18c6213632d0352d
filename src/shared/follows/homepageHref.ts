import { isSettingUrl } from '@/shared/validation/settingUrl.ts';

/** A homepage link only when it is an absolute http(s) URL; anything else is not linked. */
export function homepageHref(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text || !isSettingUrl(text, 'web')) return undefined;
  return new URL(text).href;
}

/** The homepage as people read it: without the scheme and a lone trailing slash. */
export function homepageLabel(href: string): string {
  return href.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
