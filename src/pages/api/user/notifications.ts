import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import {
  loadNotificationSettings,
  saveNotificationSettings,
} from '@/server/notifications/notificationChoices.ts';
import { notificationSettingsSchema } from '@/shared/notifications/notificationKinds.ts';

export const GET = apiRoute(async ({ locals }) => {
  const user = requireUser(locals);
  return ok(await loadNotificationSettings(user.id));
});

export const PUT = apiRoute(async ({ request, locals }) => {
  const user = requireUser(locals);
  const settings = await parseBody(request, notificationSettingsSchema);
  await saveNotificationSettings(user.id, settings);
  return ok(await loadNotificationSettings(user.id));
});
