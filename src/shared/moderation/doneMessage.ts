import { m } from '@/paraglide/messages.js';
import type { ModerationOp } from './menuItems.ts';

/**
 * What the staff member is told once an action has been taken: the action itself, never a bare
 * "done". Deleting leaves the page, so it has none.
 */
export function moderationDoneMessage(op: Exclude<ModerationOp, 'delete'>): string {
  switch (op) {
    case 'recommend-on':
      return m.moderation_done_recommend_on();
    case 'recommend-off':
      return m.moderation_done_recommend_off();
    case 'sticky-on':
      return m.moderation_done_sticky_on();
    case 'sticky-off':
      return m.moderation_done_sticky_off();
    case 'ban-7d':
      return m.moderation_done_ban_7d();
    case 'ban-forever':
      return m.moderation_done_ban_forever();
    case 'unban':
      return m.moderation_done_unban();
  }
}
