import { describe, expect, it } from 'vitest';
import { moderationMenuItems, type ModerationTarget } from './menuItems.ts';
import type { Role } from '@/shared/users/currentUser.ts';

const moment = (role: Role, banned = false): ModerationTarget => ({
  kind: 'moment',
  id: 1,
  recommended: false,
  sticky: true,
  user: { id: 50, role, banned },
});
const ops = (role: Role, target: ModerationTarget) =>
  moderationMenuItems({ id: 9, role }, target).map((i) => i.op);

describe('moderationMenuItems', () => {
  it('gives a plain member nothing', () => {
    expect(ops('user', moment('user'))).toEqual([]);
  });

  it('lets a moderator recommend, unpin, delete and ban a member for 7 days, not forever', () => {
    expect(ops('moderator', moment('user'))).toEqual(['recommend-on', 'sticky-off', 'delete', 'ban-7d']);
  });

  it('keeps bans of equal or higher roles away', () => {
    expect(ops('moderator', moment('moderator'))).toEqual(['recommend-on', 'sticky-off', 'delete']);
    expect(ops('admin', moment('moderator'))).toContain('ban-7d');
    expect(ops('admin', moment('admin'))).not.toContain('ban-7d');
    expect(ops('owner', moment('admin'))).toEqual(expect.arrayContaining(['ban-7d', 'ban-forever']));
    expect(ops('owner', moment('owner'))).not.toContain('ban-7d');
  });

  it('offers lifting instead of banning while a ban is in force', () => {
    expect(ops('moderator', { kind: 'user', id: 50, user: { id: 50, role: 'user', banned: true } })).toEqual([
      'unban',
    ]);
  });

  it('never offers banning oneself', () => {
    expect(ops('owner', { kind: 'user', id: 9, user: { id: 9, role: 'owner', banned: false } })).toEqual([]);
  });
});
