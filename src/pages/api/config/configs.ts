import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { CONTENT_LIMITS } from '@/shared/site/contentLimits.ts';
import { siteNavLabel } from '@/shared/site/siteNavLabel.ts';

/**
 * The public site config merged over the defaults, with the posting limits the forms
 * enforce; it holds no secrets by construction. Every nav link carries its `title` in the
 * reader's language, built-in ones included.
 */
export const GET = apiRoute(
  { summary: m.api_get_config_configs, permission: 'anyone' },
  async ({ locals }) => {
    const { config, locale } = locals;
    const siteNavs = config.siteNavs.map((nav) => ({ ...nav, title: siteNavLabel(nav, locale) }));
    return ok({ ...config, siteNavs, limits: CONTENT_LIMITS });
  },
);
