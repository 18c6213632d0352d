import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import {
  loadNotificationSettings,
  saveNotificationSettings,
} from '@/server/notifications/notificationChoices.ts';
import { notificationSettingsSchema } from '@/shared/notifications/notificationKinds.ts';

export const GET = apiRoute(
  { summary: m.api_get_user_notifications, permission: 'member' },
  async ({ locals }) => {
    const user = requireUser(locals);
    return ok(await loadNotificationSettings(user.id));
  },
);

export const PUT = apiRoute(
  { summary: m.api_put_user_notifications, permission: 'member', body: notificationSettingsSchema },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    const settings = await parsed.body();
    await saveNotificationSettings(user.id, settings);
    return ok(await loadNotificationSettings(user.id));
  },
);
