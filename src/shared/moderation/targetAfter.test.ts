import { describe, expect, it } from 'vitest';
import { moderationMenuItems, type ModerationTarget } from './menuItems.ts';
import { targetAfter } from './targetAfter.ts';
import { runWithLocale } from '@/i18n/serverLocale.ts';

const moment: ModerationTarget = {
  kind: 'moment',
  id: 5,
  recommended: false,
  sticky: false,
  user: { id: 9, role: 'user', banned: false },
};
const owner = { id: 1, role: 'owner' as const };
const ops = (target: ModerationTarget) => moderationMenuItems(owner, target).map((item) => item.op);

describe('targetAfter', () => {
  it('flips the flag an op set, so the menu offers its opposite next', () => {
    runWithLocale('en-US', () => {
      const pinned = targetAfter(moment, 'sticky-on');
      expect(pinned).toMatchObject({ sticky: true, recommended: false });
      expect(ops(pinned)).toContain('sticky-off');
      const recommended = targetAfter(pinned, 'recommend-on');
      expect(ops(recommended)).toEqual(expect.arrayContaining(['recommend-off', 'sticky-off']));
      expect(targetAfter(recommended, 'sticky-off')).toMatchObject({ sticky: false, recommended: true });
    });
  });

  it('bans and lifts a ban on the target’s member', () => {
    runWithLocale('en-US', () => {
      const banned = targetAfter(moment, 'ban-7d');
      expect(banned.user.banned).toBe(true);
      expect(ops(banned)).toContain('unban');
      expect(ops(banned)).not.toContain('ban-7d');
      expect(ops(targetAfter(banned, 'unban'))).toEqual(expect.arrayContaining(['ban-7d', 'ban-forever']));
    });
  });
});
