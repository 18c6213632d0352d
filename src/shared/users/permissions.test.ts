import { describe, expect, it } from 'vitest';
import { hasPermission, PERMISSIONS } from './permissions.ts';

describe('hasPermission', () => {
  it('grants the owner everything and a member nothing', () => {
    for (const permission of PERMISSIONS) {
      expect(hasPermission('owner', permission)).toBe(true);
      expect(hasPermission('user', permission)).toBe(false);
      expect(hasPermission(null, permission)).toBe(false);
    }
  });

  it('keeps banning forever, making admins and the two-factor rule to the owner', () => {
    for (const ownerOnly of ['user.ban.forever', 'user.role.admin', 'settings.security'] as const) {
      expect(hasPermission('owner', ownerOnly)).toBe(true);
      expect(hasPermission('admin', ownerOnly)).toBe(false);
      expect(hasPermission('moderator', ownerOnly)).toBe(false);
    }
    expect(hasPermission('admin', 'user.ban')).toBe(true);
    expect(hasPermission('admin', 'user.role.change')).toBe(true);
    expect(hasPermission('admin', 'settings.private')).toBe(true);
    expect(hasPermission('moderator', 'user.ban')).toBe(true);
  });

  it('lets moderators moderate content but not run the site', () => {
    expect(hasPermission('moderator', 'moment.sticky')).toBe(true);
    expect(hasPermission('moderator', 'content.review')).toBe(true);
    expect(hasPermission('moderator', 'settings.manage')).toBe(false);
    expect(hasPermission('moderator', 'user.role.change')).toBe(false);
    expect(hasPermission('admin', 'settings.manage')).toBe(true);
  });

  it('lets administrators, not moderators, see and retry failed deliveries', () => {
    expect(hasPermission('admin', 'deliveries.manage')).toBe(true);
    expect(hasPermission('moderator', 'deliveries.manage')).toBe(false);
  });

  it('keeps the status page, the backups, webhooks and the site API keys to the owner', () => {
    for (const ownerOnly of ['status.view', 'backups.manage', 'webhooks.manage', 'apikeys.manage'] as const) {
      expect(hasPermission('owner', ownerOnly)).toBe(true);
      expect(hasPermission('admin', ownerOnly)).toBe(false);
      expect(hasPermission('moderator', ownerOnly)).toBe(false);
    }
  });

  it('lets administrators, not moderators, repair the counters', () => {
    expect(hasPermission('admin', 'counters.repair')).toBe(true);
    expect(hasPermission('moderator', 'counters.repair')).toBe(false);
  });
});
