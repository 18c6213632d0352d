/**
 * Private, personal and endless pages crawlers should skip: the API, admin, the member's own
 * pages, the installer, the external-link interstitial, search results, the sign-in forms and
 * unsubscribe links.
 */
const DISALLOWED_PATHS = [
  '/api/',
  '/admin',
  '/install',
  '/redirect',
  '/search',
  '/user/profile',
  '/user/messages',
  '/user/favorites',
  '/user/drafts',
  '/user/watching',
  '/user/blocks',
  '/user/scores',
  '/user/trust',
  '/user/notifications',
  '/unsubscribe',
  '/user/signin',
  '/user/signup',
  '/moment/create',
  '/moment/edit/',
  '/article/create',
  '/article/edit/',
] as const;

/** robots.txt: everything public is allowed; the sitemap index is named by absolute URL. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
