import type { NotificationKind } from './notificationKinds.ts';
import { m } from '@/paraglide/messages.js';

/** What a kind of notice is called on the settings page and the unsubscribe page. */
export function notificationKindLabel(kind: NotificationKind): string {
  switch (kind) {
    case 'replies':
      return m.notifysettings_kind_replies();
    case 'mentions':
      return m.notifysettings_kind_mentions();
    case 'likes':
      return m.notifysettings_kind_likes();
    case 'follows':
      return m.notifysettings_kind_follows();
    case 'messages':
      return m.notifysettings_kind_messages();
    case 'watched':
      return m.notifysettings_kind_watched();
  }
}
