/** A configured nav link's href if it is safe to render: a site path or an http(s) URL. */
export function siteNavHref(url: string): string | null {
  const value = url.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https?:\/\/[^\s]+$/i.test(value) ? value : null;
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
