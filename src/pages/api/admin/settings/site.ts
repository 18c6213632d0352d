import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireSettingsPermission } from '@/server/adminsettings/requireSettingsPermission.ts';
import { saveSiteSettings } from '@/server/adminsettings/saveSiteSettings.ts';
import { siteConfigSchema } from '@/shared/site/siteConfig.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

/** Saves any subset of the public site config ('settings.manage'); answers with the changed keys. */
export const POST = apiRoute(
  {
    summary: m.api_post_admin_settings_site,
    permission: 'settings.manage',
    body: siteConfigSchema.partial(),
  },
  async (context, parsed) => {
    const actor = requireSettingsPermission(context, 'settings.manage');
    const values = await parsed.body();
    const changed = await saveSiteSettings(actor, values);
    // After the write: a page rendered between an earlier emptying and the save would keep the old settings.
    await siteChanged();
    return ok({ changed });
  },
);
