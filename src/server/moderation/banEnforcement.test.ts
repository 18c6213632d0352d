import { describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
import { assertNotBanned } from './assertNotBanned.ts';
import { POST as checkInRoute } from '@/pages/api/checkin/index.ts';
import { POST as uploadRoute } from '@/pages/api/upload.ts';
import { DEFAULT_SITE_CONFIG } from '@/shared/site/siteConfig.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { ActiveBan } from '@/shared/users/ban.ts';

const until = '2030-01-02T03:04:00.000Z';
const weekBan: ActiveBan = { until, reason: 'Spam links' };
const bannedMember = { id: 5, role: 'user', email: null, emailVerified: false, ban: weekBan } as CurrentUser;

function contextFor(user: CurrentUser): APIContext {
  const request = new Request('http://localhost/api/x', { method: 'POST' });
  return {
    request,
    locals: { user, config: DEFAULT_SITE_CONFIG },
    url: new URL(request.url),
  } as unknown as APIContext;
}

describe('assertNotBanned', () => {
  it('lets a member without a ban through', () => {
    expect(() => assertNotBanned({ ban: null }, 'UTC')).not.toThrow();
  });

  it('refuses a banned member with the end and the reason (403)', () => {
    expect(() =>
      assertNotBanned({ ban: weekBan }, 'Asia/Shanghai', new Date('2029-12-31T00:00:00Z')),
    ).toThrow(
      expect.objectContaining({
        status: 403,
        message: expect.stringMatching(/^You are banned until 2030-01-02 11:04\b.*Reason: Spam links$/),
      }),
    );
    expect(() => assertNotBanned({ ban: { until: null, reason: 'Abuse' } }, 'UTC')).toThrow(
      'You are banned permanently. Reason: Abuse',
    );
  });

  it('lets the member post once the ban has run out, even if it was read before', () => {
    expect(() =>
      assertNotBanned({ ban: weekBan }, 'UTC', new Date('2030-01-02T03:04:00.001Z')),
    ).not.toThrow();
  });
});

describe('the routes that refuse a banned member', () => {
  for (const [name, route] of [
    ['check-in', checkInRoute],
    ['upload', uploadRoute],
  ] as const) {
    it(`${name}: 403 with the reason`, async () => {
      const response = await route(contextFor(bannedMember));
      expect(response.status).toBe(403);
      const body = (await response.json()) as { message: string; errorCode: number };
      expect(body.message).toContain('Reason: Spam links');
      expect(body.errorCode).toBe(3);
    });
  }
});
