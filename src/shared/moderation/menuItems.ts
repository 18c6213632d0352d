import type { Role } from '@/shared/users/currentUser.ts';
import { hasPermission } from '@/shared/users/permissions.ts';
import { banRefusal } from './banRules.ts';
import { m } from '@/paraglide/messages.js';

/** A member a menu may act on: their role and whether a ban is in force. */
interface ModerationMember {
  id: number;
  role: Role;
  banned: boolean;
}

export type ModerationTarget =
  | { kind: 'moment'; id: number; recommended: boolean; sticky: boolean; user: ModerationMember }
  | { kind: 'article'; id: number; user: ModerationMember }
  | { kind: 'user'; id: number; user: ModerationMember };

export type ModerationOp =
  | 'delete'
  | 'recommend-on'
  | 'recommend-off'
  | 'sticky-on'
  | 'sticky-off'
  | 'ban-7d'
  | 'ban-forever'
  | 'unban';

export interface ModerationMenuItem {
  op: ModerationOp;
  label: string;
  danger: boolean;
}

/** Ops that ask for a reason before they run (the author or member is told it). */
export const OPS_WITH_REASON: ReadonlySet<ModerationOp> = new Set(['delete', 'ban-7d', 'ban-forever']);

/** The manage menu's entries the viewer's role allows on this target; empty when there are none. */
export function moderationMenuItems(
  viewer: { id: number; role: Role },
  target: ModerationTarget,
): ModerationMenuItem[] {
  const items: ModerationMenuItem[] = [];
  const add = (op: ModerationOp, label: string, danger = false) => items.push({ op, label, danger });
  if (target.kind === 'moment') {
    if (hasPermission(viewer.role, 'moment.recommend')) {
      add(
        target.recommended ? 'recommend-off' : 'recommend-on',
        target.recommended ? m.moderation_unrecommend() : m.moderation_recommend(),
      );
    }
    if (hasPermission(viewer.role, 'moment.sticky')) {
      add(
        target.sticky ? 'sticky-off' : 'sticky-on',
        target.sticky ? m.moderation_unsticky() : m.moderation_sticky(),
      );
    }
  }
  const deletePermission = target.kind === 'moment' ? 'moment.delete.any' : 'article.delete.any';
  if (target.kind !== 'user' && hasPermission(viewer.role, deletePermission)) {
    add('delete', m.moderation_delete(), true);
  }
  if (target.user.banned) {
    if (banRefusal(viewer, target.user) === null) add('unban', m.moderation_lift_ban());
  } else {
    if (banRefusal(viewer, target.user, '7d') === null) add('ban-7d', m.moderation_ban_7d(), true);
    if (banRefusal(viewer, target.user, 'forever') === null)
      add('ban-forever', m.moderation_ban_forever(), true);
  }
  return items;
}
