import { describe, expect, it } from 'vitest';
import { refuseMemberAction, refuseRoleChange } from './userRules.ts';

const owner = { id: 1, role: 'owner' as const };
const admin = { id: 2, role: 'admin' as const };
const admin2 = { id: 3, role: 'admin' as const };
const moderator = { id: 4, role: 'moderator' as const };
const member = { id: 5, role: 'user' as const };

describe('refuseRoleChange', () => {
  it.each([
    [owner, member, 'admin', undefined],
    [owner, admin, 'moderator', undefined],
    [admin, member, 'moderator', undefined],
    [admin, moderator, 'user', undefined],
    [admin, member, 'admin', 'rank'],
    [admin, admin2, 'user', 'rank'],
    [admin, owner, 'user', 'owner'],
    [owner, owner, 'admin', 'self'],
    [admin, admin, 'user', 'self'],
    [moderator, member, 'moderator', 'permission'],
    [member, member, 'user', 'permission'],
  ] as const)('%o changing %o to %s: %s', (actor, target, next, expected) => {
    expect(refuseRoleChange(actor, target, next)).toBe(expected);
  });
});

describe('refuseMemberAction', () => {
  it.each([
    [owner, admin, 'user.delete', undefined],
    [admin, moderator, 'user.delete', undefined],
    [admin, admin2, 'user.delete', 'rank'],
    [admin, owner, 'user.password.reset', 'owner'],
    [moderator, member, 'user.delete', 'permission'],
    [moderator, member, 'user.ban', undefined],
    [moderator, moderator, 'user.ban', 'self'],
  ] as const)('%o on %o with %s: %s', (actor, target, permission, expected) => {
    expect(refuseMemberAction(actor, target, permission)).toBe(expected);
  });
});
