/** The start of a tag page's path: its moments, or its articles when the moment module is off. */
export function tagPathPrefix(modules: { moment: boolean; article: boolean }): string {
  return !modules.moment && modules.article ? '/articles/tag/' : '/moments/tag/';
}

/** Where a tag leads (see tagPathPrefix). */
export function tagHref(tagId: number, modules: { moment: boolean; article: boolean }): string {
  return `${tagPathPrefix(modules)}${tagId}`;
}
