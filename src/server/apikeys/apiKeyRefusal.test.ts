import { describe, expect, it } from 'vitest';
import { apiKeyRefusal } from './apiKeyRefusal.ts';
import type { StoredApiKey } from './readApiKey.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';

const now = new Date('2026-12-07T01:00:00Z');
const key = (
  extra: Partial<StoredApiKey> = {},
  member: Partial<StoredApiKey['member']> = {},
): StoredApiKey => ({
  id: 1,
  name: 'bot',
  site: false,
  scopes: ['read', 'write'],
  perMinute: 60,
  allowedIps: [],
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: null,
  member: {
    status: UserStatus.active,
    bannedUntil: null,
    banReason: '',
    ...member,
  } as StoredApiKey['member'],
  ...extra,
});
const asking = (method: string, pathname: string, ip = '203.0.113.9') => ({ method, pathname, ip, now });

describe('apiKeyRefusal', () => {
  it('lets a usable key call the routes of its scopes', () => {
    expect(apiKeyRefusal(key(), asking('GET', '/api/moment/list'))).toBeNull();
    expect(apiKeyRefusal(key(), asking('POST', '/api/moment/create'))).toBeNull();
  });

  it('answers 401 for an unknown, revoked or expired key and a foreign address', () => {
    expect(apiKeyRefusal(null, asking('GET', '/api/moment/list'))).toEqual({
      status: 401,
      reason: 'unknown',
    });
    expect(apiKeyRefusal(key({ revokedAt: now }), asking('GET', '/api/moment/list'))?.reason).toBe('revoked');
    expect(apiKeyRefusal(key({ expiresAt: now }), asking('GET', '/api/moment/list'))?.reason).toBe('expired');
    expect(
      apiKeyRefusal(key({ expiresAt: new Date(now.getTime() + 1) }), asking('GET', '/api/moment/list')),
    ).toBeNull();
    const listed = key({ allowedIps: ['198.51.100.0/24'] });
    expect(apiKeyRefusal(listed, asking('GET', '/api/moment/list'))?.reason).toBe('address');
    expect(apiKeyRefusal(listed, asking('GET', '/api/moment/list', '198.51.100.77'))).toBeNull();
  });

  it('answers 403 for a banned or deleted member, a session-only route and a missing scope', () => {
    const banned = key({}, { bannedUntil: new Date(now.getTime() + 60_000) });
    expect(apiKeyRefusal(banned, asking('GET', '/api/moment/list'))).toEqual({
      status: 403,
      reason: 'member',
    });
    const gone = key({}, { status: UserStatus.deleted });
    expect(apiKeyRefusal(gone, asking('GET', '/api/moment/list'))?.reason).toBe('member');
    expect(apiKeyRefusal(key(), asking('POST', '/api/user/password'))).toEqual({
      status: 403,
      reason: 'session_only',
    });
    expect(apiKeyRefusal(key(), asking('POST', '/api/moderation/moment/delete'))).toEqual({
      status: 403,
      reason: 'scope',
      scope: 'moderate',
    });
    expect(apiKeyRefusal(key({ scopes: ['read'] }), asking('POST', '/api/comment/create'))).toMatchObject({
      scope: 'write',
    });
  });
});
