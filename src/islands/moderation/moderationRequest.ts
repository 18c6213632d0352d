import type { ModerationOp } from '@/shared/moderation/menuItems.ts';
import { m } from '@/i18n/messages.ts';

export type ModerationKind = 'moment' | 'article' | 'user';

export interface ModerationRequest {
  path: string;
  body: Record<string, unknown>;
  /** Shown before the server's message when the call fails. */
  failure: string;
}

/** The API call of one manage-menu entry on a moment, article or member. */
export function moderationRequest(
  kind: ModerationKind,
  id: number,
  userId: number,
  op: ModerationOp,
  reason: string,
): ModerationRequest {
  switch (op) {
    case 'delete':
      return {
        path: `/api/moderation/${kind}/delete`,
        body: { id, reason },
        failure:
          kind === 'moment' ? m.moderation_failed_delete_moment() : m.moderation_failed_delete_article(),
      };
    case 'recommend-on':
    case 'recommend-off':
    case 'sticky-on':
    case 'sticky-off': {
      const [flag, state] = op.split('-') as ['recommend' | 'sticky', 'on' | 'off'];
      return {
        path: `/api/moderation/moment/${flag}`,
        body: { id, on: state === 'on' },
        failure: m.moderation_failed_update(),
      };
    }
    case 'ban-7d':
    case 'ban-forever':
      return {
        path: '/api/moderation/user/ban',
        body: { userId, duration: op === 'ban-7d' ? '7d' : 'forever', reason },
        failure: m.moderation_failed_ban_detail(),
      };
    case 'unban':
      return { path: '/api/moderation/user/unban', body: { userId }, failure: m.moderation_failed_unban() };
  }
}
