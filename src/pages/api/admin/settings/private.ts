import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireSettingsPermission } from '@/server/adminsettings/requireSettingsPermission.ts';
import { savePrivateSettingsForm } from '@/server/adminsettings/savePrivateSettingsForm.ts';
import { privateSettingsView } from '@/server/adminsettings/privateSettingsView.ts';
import { loadPrivateSettings } from '@/server/settings/privateSettings.ts';
import { privateSettingsFormSchema } from '@/shared/adminsettings/privateSchemas.ts';

/**
 * Mail, SMS and sign-in provider settings ('settings.private'); secrets are write-only: only
 * whether each is set comes back.
 */
export const GET = apiRoute(
  { summary: m.api_get_admin_settings_private, permission: 'settings.private' },
  async (context) => {
    requireSettingsPermission(context, 'settings.private');
    return ok(privateSettingsView(await loadPrivateSettings()));
  },
);

export const POST = apiRoute(
  {
    summary: m.api_post_admin_settings_private,
    permission: 'settings.private',
    body: privateSettingsFormSchema,
  },
  async (context, parsed) => {
    const actor = requireSettingsPermission(context, 'settings.private');
    const form = await parsed.body();
    const changed = await savePrivateSettingsForm(actor, form);
    return ok({ changed, settings: privateSettingsView(await loadPrivateSettings()) });
  },
);
