import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
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
export const GET = apiRoute(async (context) => {
  requireSettingsPermission(context, 'settings.private');
  return ok(privateSettingsView(await loadPrivateSettings()));
});

export const POST = apiRoute(async (context) => {
  const actor = requireSettingsPermission(context, 'settings.private');
  const form = await parseBody(context.request, privateSettingsFormSchema);
  const changed = await savePrivateSettingsForm(actor, form);
  return ok({ changed, settings: privateSettingsView(await loadPrivateSettings()) });
});
