import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireSettingsPermission } from '@/server/adminsettings/requireSettingsPermission.ts';
import { saveTermsText } from '@/server/terms/termsText.ts';
import { termsSchema } from '@/shared/terms/termsSchema.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

/** Saves the user agreement shown on /terms ('settings.manage'); answers whether it changed. */
export const POST = apiRoute(
  { summary: m.api_post_admin_settings_terms, permission: 'settings.manage', body: termsSchema },
  async (context, parsed) => {
    const actor = requireSettingsPermission(context, 'settings.manage');
    const { text } = await parsed.body();
    const changed = await saveTermsText(actor, text, context.locals.config);
    // After the write, as for the site settings: emptying first could let the old text be cached again.
    await siteChanged();
    return ok({ changed });
  },
);
