/** A homepage link only when it is an absolute http(s) URL; anything else is not linked. */
export function homepageHref(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The homepage as people read it: without the scheme and a lone trailing slash. */
export function homepageLabel(href: string): string {
  return href.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
