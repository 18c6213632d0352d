import { renderableSettingUrl } from '@/shared/validation/settingUrl.ts';

/** A configured nav link's href if it is safe to render: a site path or an http(s) URL. */
export function siteNavHref(url: string): string | null {
  return renderableSettingUrl(url, 'link') || null;
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
