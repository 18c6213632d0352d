import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiRouteInventory, isMutating } from './apiRouteInventory.ts';

/**
 * Writes that change no shared page (decision 027): the viewer's own state, which the viewer request
 * reports at once; counters on cached pages (likes, favorites, fans, check-in rankings) lag by the
 * page cache period. Every other mutating route empties the pages it changes through
 * src/server/pageCache/pageInvalidation.ts.
 */
const CHANGES_NO_SHARED_PAGE: Record<string, string> = {
  '/api/admin/api-keys/create': 'a site key (the system member it may make shows nowhere until it writes)',
  '/api/admin/api-keys/revoke': 'a site key',
  '/api/admin/deliveries/retry': 'messages, mail and scores (rankings lag)',
  '/api/admin/oidc-clients/register': 'a site members sign in to, on no page',
  '/api/admin/oidc-clients/remove': 'a site members sign in to, on no page',
  '/api/admin/oidc-clients/rotate': 'a site members sign in to, on no page',
  '/api/admin/settings/digest-run': 'digest mails to members who stayed away',
  '/api/admin/settings/private': 'mail, SMS, OAuth and storage secrets are on no page',
  '/api/admin/settings/signup-rules/add': 'the sign-up block and allow lists',
  '/api/admin/settings/signup-rules/remove': 'the sign-up block and allow lists',
  '/api/admin/settings/two-factor': 'the administrators’ sign-in policy',
  '/api/admin/users/:id/approval': 'an account awaiting approval has written nothing',
  '/api/admin/webhooks/delete': 'webhook endpoints are on no shared page',
  '/api/admin/webhooks/redeliver': 'a webhook delivery',
  '/api/admin/webhooks/save': 'webhook endpoints are on no shared page',
  '/api/admin/webhooks/secret': 'a webhook secret',
  '/api/admin/webhooks/test': 'a webhook delivery',
  '/api/admin/review/message': 'a private conversation message (decision 036)',
  '/api/admin/users/:id/password': 'a password',
  '/api/admin/users/:id/score': 'a score and its ledger (rankings lag)',
  '/api/captcha/new': 'a challenge',
  '/api/captcha/verify': 'a challenge',
  '/api/checkin': 'a counter (rankings lag)',
  '/api/conversation/leave': 'a private conversation (per-viewer pages, no-store)',
  '/api/conversation/read': 'a private conversation (per-viewer pages, no-store)',
  '/api/conversation/react': 'a private conversation (per-viewer pages, no-store)',
  '/api/conversation/send': 'a private conversation (per-viewer pages, no-store)',
  '/api/conversation/start': 'a private conversation (per-viewer pages, no-store)',
  '/api/draft/delete': 'a private draft',
  '/api/draft/save': 'a private draft',
  '/api/favorite/toggle': 'a counter',
  '/api/follow/toggle': 'a counter',
  '/api/install/create_database': 'before install nothing is cached',
  '/api/install/start_builtin_database': 'before install nothing is cached',
  '/api/install/test_db_connection': 'before install nothing is cached',
  '/api/like/toggle': 'a counter',
  '/api/reactions/set': 'a counter',
  '/api/login/signin': 'a session',
  '/api/login/signout': 'a session',
  '/api/login/signup': 'a new member shows nowhere until they write',
  '/api/login/sms/send': 'a code',
  '/api/login/sms/signin': 'a session',
  '/api/login/two-factor': 'a session',
  '/api/mail/inbound':
    'a reply mail’s comment empties its item’s pages inside receiveReplyMail (postReplyAs.ts), the path the SMTP listener shares',
  '/api/oauth/unbind': 'an account link',
  '/api/password/forgot': 'an email',
  '/api/polls/:id/vote':
    'a counter (a poll whose results are public lags; the voter reads theirs through GET /api/polls/:id)',
  '/api/password/reset': 'a password',
  '/api/upload': 'a file, shown once content uses it',
  '/api/user/account/delete':
    'nothing yet: the erasure 7 days later empties every page itself (eraseAccount.ts)',
  '/api/user/account/delete/cancel': 'a pending deletion',
  '/api/user/account/export': 'a private archive',
  '/api/user/block': 'a block list and a fans counter (lags)',
  '/api/user/email': 'an address',
  '/api/user/api-keys/create': 'a key, seen only by its maker',
  '/api/user/api-keys/revoke': 'a key, seen only by its maker',
  '/api/user/invitations/create': 'an invitation, seen only by its maker',
  '/api/user/invitations/revoke': 'an invitation, seen only by its maker',
  '/api/user/notifications': 'notification settings',
  '/api/user/password': 'a password',
  '/api/user/push/revoke': 'a member’s push devices',
  '/api/user/push/subscribe': 'a member’s push devices',
  '/api/user/two-factor/confirm': 'two-factor sign-in',
  '/api/user/two-factor/disable': 'two-factor sign-in',
  '/api/user/two-factor/recovery': 'two-factor sign-in',
  '/api/user/two-factor/start': 'two-factor sign-in',
  '/api/watch/read-all': 'the member’s read marks, reported by the viewer request',
  '/api/watch/set': 'the member’s watch list, reported by the viewer request',
};

describe('writes and the page caches', () => {
  const mutating = apiRouteInventory().filter(isMutating);
  // An admin collection's route empties every page after each command (adminCollectionRoute.int.test.ts).
  const empties = (file: string) =>
    [
      "from '@/server/pageCache/pageInvalidation.ts'",
      "from '@/server/admincollection/adminCollectionRoute.ts'",
    ].some((emptier) => readFileSync(file, 'utf8').includes(emptier));

  it('every mutating route empties the pages it changes, or is listed as changing none', () => {
    const undecided = mutating
      .filter((route) => !empties(route.file) && !(route.pattern in CHANGES_NO_SHARED_PAGE))
      .map((route) => route.pattern);
    expect(undecided).toEqual([]);
  });

  it('the routes that change content or the site empty pages', () => {
    const emptying = mutating.filter((route) => empties(route.file)).map((route) => route.pattern);
    for (const pattern of [
      '/api/moment/create',
      '/api/moment/update',
      '/api/moment/delete',
      '/api/article/create',
      '/api/article/update',
      '/api/article/delete',
      '/api/comment/create',
      '/api/comment/delete',
      '/api/comment/update',
      '/api/revisions/restore',
      '/api/moderation/moment/sticky',
      '/api/moderation/moment/recommend',
      '/api/moderation/moment/delete',
      '/api/moderation/article/delete',
      '/api/admin/review/decide',
      '/api/admin/content/bulk',
      '/api/admin/settings/site',
      '/api/admin/nodes/create',
      '/api/admin/links/update',
      '/api/admin/tags/merge',
      '/api/user/profile',
      '/api/user/avatar',
    ]) {
      expect(emptying, pattern).toContain(pattern);
    }
  });

  it('lists no route twice: one that empties pages is not also listed as changing none', () => {
    const both = mutating.filter((route) => empties(route.file) && route.pattern in CHANGES_NO_SHARED_PAGE);
    expect(both.map((route) => route.pattern)).toEqual([]);
    const gone = Object.keys(CHANGES_NO_SHARED_PAGE).filter(
      (pattern) => !mutating.some((route) => route.pattern === pattern),
    );
    expect(gone).toEqual([]);
  });
});
