import type { ModerationOp, ModerationTarget } from './menuItems.ts';

/** What a manage menu's target is once `op` succeeded: the state the menu then offers actions on. */
export function targetAfter(target: ModerationTarget, op: ModerationOp): ModerationTarget {
  switch (op) {
    case 'recommend-on':
    case 'recommend-off':
      return target.kind === 'moment' ? { ...target, recommended: op === 'recommend-on' } : target;
    case 'sticky-on':
    case 'sticky-off':
      return target.kind === 'moment' ? { ...target, sticky: op === 'sticky-on' } : target;
    case 'ban-7d':
    case 'ban-forever':
    case 'unban':
      return { ...target, user: { ...target.user, banned: op !== 'unban' } };
    case 'delete':
      return target;
  }
}
