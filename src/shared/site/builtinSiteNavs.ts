// Kept apart from the zod schema (no imports) so the bench's plain Node scripts can write them too.

/** The feeds a forum links in its header, labelled from the catalog in each reader's language. */
export const BUILTIN_NAV_PATHS = { moments: '/moments', articles: '/articles' } as const;
export type BuiltinNavKey = keyof typeof BUILTIN_NAV_PATHS;
export const BUILTIN_NAV_KEYS = Object.keys(BUILTIN_NAV_PATHS) as [BuiltinNavKey, ...BuiltinNavKey[]];

/** A built-in link stores no label: the reader's catalog names it (decision 054). */
export interface BuiltinSiteNav {
  builtin: BuiltinNavKey;
  url: string;
}

export function builtinNav(builtin: BuiltinNavKey): BuiltinSiteNav {
  return { builtin, url: BUILTIN_NAV_PATHS[builtin] };
}

/** The links a new forum starts with. */
export const INSTALL_SITE_NAVS: readonly BuiltinSiteNav[] = BUILTIN_NAV_KEYS.map(builtinNav);
