import type { Permission } from '@/shared/users/permissions.ts';

/**
 * Who may call each state-changing API endpoint (issue 9). Every mutating route in
 * src/pages/api must have an entry: tests/api/authzMatrix.test.ts fails otherwise, and
 * e2e/authz-matrix.system.spec.ts proves each entry against a running server.
 */
type Access =
  /** Anyone, signed in or not (sign-in, sign-up, password reset, captcha): the reason says why. */
  | { kind: 'public'; reason: string }
  /** Only before installation; refused for everyone once the forum is installed. */
  | { kind: 'installer' }
  /** A signed-in member: signed out → 401 with errorCode 1. */
  | { kind: 'member' }
  /** Staff holding the permission: signed out → 401, a member (and a moderator or admin without it) → 403. */
  | { kind: 'staff'; permission: Permission };

/** Acting on another member's resource: refused (403/404), or not applicable with the reason. */
type OtherUser = { kind: 'refused' } | { kind: 'n/a'; reason: string };

/** A banned member (src/shared/users/ban.ts, assertNotBanned): refused, or allowed with the reason. */
type Banned = { kind: 'refused' } | { kind: 'allowed'; reason: string };

export interface AuthzRule {
  access: Access;
  otherUser: OtherUser;
  banned: Banned;
}

const ownData = (what: string): OtherUser => ({
  kind: 'n/a',
  reason: `acts only on the caller's own ${what}`,
});
const STAFF_OTHER: OtherUser = { kind: 'n/a', reason: 'staff act on anyone by design; members are refused' };
const STAFF_BANNED: Banned = { kind: 'refused' };
const READ_AND_REACT: Banned = {
  kind: 'allowed',
  reason: 'a ban blocks posting, commenting, check-in and uploads only (assertNotBanned)',
};
const PUBLIC_ENTRY: OtherUser = { kind: 'n/a', reason: 'no signed-in caller is involved' };
const NOT_SIGNED_IN: Banned = {
  kind: 'allowed',
  reason: 'a public entry point; the ban applies once signed in',
};

function staff(permission: Permission): AuthzRule {
  return { access: { kind: 'staff', permission }, otherUser: STAFF_OTHER, banned: STAFF_BANNED };
}
function member(otherUser: OtherUser, banned: Banned): AuthzRule {
  return { access: { kind: 'member' }, otherUser, banned };
}
function publicEntry(reason: string): AuthzRule {
  return { access: { kind: 'public', reason }, otherUser: PUBLIC_ENTRY, banned: NOT_SIGNED_IN };
}
const INSTALLER: AuthzRule = {
  access: { kind: 'installer' },
  otherUser: { kind: 'n/a', reason: 'refused for everyone after installation' },
  banned: { kind: 'allowed', reason: 'refused for everyone after installation' },
};
const ACCOUNT_OPEN: Banned = { kind: 'allowed', reason: 'account settings stay open' };
const DRAFTS_OPEN: Banned = {
  kind: 'allowed',
  reason: 'a draft is private and publishes nothing; publishing it stays blocked',
};
const OWNED: OtherUser = { kind: 'refused' };
const BLOCKED: Banned = { kind: 'refused' };

/** Keyed by `METHOD /api/pattern` (the inventory's URL pattern). */
export const AUTHZ_MATRIX: Record<string, AuthzRule> = {
  'POST /api/admin/api-keys/create': staff('apikeys.manage'),
  'POST /api/admin/api-keys/revoke': staff('apikeys.manage'),
  'POST /api/admin/content/bulk': staff('moment.delete.any'),
  'POST /api/admin/counters/repair': staff('counters.repair'),
  'POST /api/admin/deliveries/retry': staff('deliveries.manage'),
  'POST /api/admin/links/create': staff('links.manage'),
  'POST /api/admin/links/delete': staff('links.manage'),
  'POST /api/admin/links/move': staff('links.manage'),
  'POST /api/admin/links/status': staff('links.manage'),
  'POST /api/admin/links/update': staff('links.manage'),
  'POST /api/admin/nodes/create': staff('taxonomy.manage'),
  'POST /api/admin/nodes/delete': staff('taxonomy.manage'),
  'POST /api/admin/nodes/move': staff('taxonomy.manage'),
  'POST /api/admin/nodes/status': staff('taxonomy.manage'),
  'POST /api/admin/nodes/update': staff('taxonomy.manage'),
  'POST /api/admin/reports/resolve': staff('reports.resolve'),
  'POST /api/admin/review/decide': staff('content.review'),
  'POST /api/admin/review/message': staff('content.review'),
  'POST /api/admin/settings/digest-run': staff('settings.manage'),
  'POST /api/admin/settings/private': staff('settings.private'),
  'POST /api/admin/oidc-clients/register': staff('oidc.manage'),
  'POST /api/admin/oidc-clients/remove': staff('oidc.manage'),
  'POST /api/admin/oidc-clients/rotate': staff('oidc.manage'),
  'POST /api/admin/settings/signup-rules/add': staff('settings.signup'),
  'POST /api/admin/settings/signup-rules/remove': staff('settings.signup'),
  'POST /api/admin/settings/site': staff('settings.manage'),
  'POST /api/admin/settings/terms': staff('settings.manage'),
  'POST /api/admin/settings/two-factor': staff('settings.security'),
  'POST /api/admin/tags/delete': staff('taxonomy.manage'),
  'POST /api/admin/tags/merge': staff('taxonomy.manage'),
  'POST /api/admin/tags/rename': staff('taxonomy.manage'),
  'POST /api/admin/badges/award': staff('settings.manage'),
  'POST /api/admin/badges/revoke': staff('settings.manage'),
  'POST /api/admin/users/:id/approval': staff('user.approve'),
  'POST /api/admin/users/:id/ban': staff('user.ban'),
  'POST /api/admin/users/:id/delete': staff('user.delete'),
  'POST /api/admin/users/:id/password': staff('user.password.reset'),
  'POST /api/admin/users/:id/role': staff('user.role.change'),
  'POST /api/admin/users/:id/score': staff('user.score.adjust'),
  'POST /api/admin/users/:id/unban': staff('user.ban'),
  'POST /api/admin/users/delete-spammer': staff('user.delete_spammer'),
  'POST /api/admin/users/restore-spammer': staff('user.delete_spammer'),
  'POST /api/admin/users/trust': staff('user.trust'),
  'POST /api/admin/words/add': staff('words.manage'),
  'POST /api/admin/words/delete': staff('words.manage'),
  'POST /api/admin/webhooks/delete': staff('webhooks.manage'),
  'POST /api/admin/webhooks/redeliver': staff('webhooks.manage'),
  'POST /api/admin/webhooks/save': staff('webhooks.manage'),
  'POST /api/admin/webhooks/secret': staff('webhooks.manage'),
  'POST /api/admin/webhooks/test': staff('webhooks.manage'),
  'POST /api/article/create': member(ownData('new article'), BLOCKED),
  'POST /api/article/delete': member(OWNED, { kind: 'allowed', reason: 'taking down one’s own article' }),
  'POST /api/article/update': member(OWNED, BLOCKED),
  'POST /api/captcha/new': publicEntry('a puzzle is drawn for anyone about to post or sign in'),
  'POST /api/captcha/verify': publicEntry('anyone may answer a puzzle'),
  'POST /api/checkin': member(ownData('check-in'), BLOCKED),
  'POST /api/comment/create': member(
    { kind: 'n/a', reason: "commenting on another member's content is the feature" },
    BLOCKED,
  ),
  'POST /api/comment/delete': member(OWNED, { kind: 'allowed', reason: 'taking down one’s own comment' }),
  'POST /api/comment/update': member(OWNED, BLOCKED),
  'POST /api/conversation/leave': member(OWNED, {
    kind: 'allowed',
    reason: 'leaving a conversation writes nothing',
  }),
  'POST /api/conversation/read': member(OWNED, {
    kind: 'allowed',
    reason: 'marking one’s own messages read',
  }),
  'POST /api/conversation/react': member(OWNED, READ_AND_REACT),
  'POST /api/conversation/send': member(OWNED, BLOCKED),
  'POST /api/conversation/start': member(
    { kind: 'n/a', reason: 'writing to other members is the feature; blocks refuse it' },
    BLOCKED,
  ),
  'POST /api/draft/delete': member(ownData('drafts'), DRAFTS_OPEN),
  'POST /api/draft/save': member(ownData('drafts'), DRAFTS_OPEN),
  'POST /api/favorite/toggle': member(ownData('favorites list'), READ_AND_REACT),
  'POST /api/follow/toggle': member(ownData('follow list'), READ_AND_REACT),
  'POST /api/install/create_database': INSTALLER,
  'POST /api/install/install': INSTALLER,
  'POST /api/install/start_builtin_database': INSTALLER,
  'POST /api/install/test_db_connection': INSTALLER,
  'POST /api/like/toggle': member(ownData('likes'), READ_AND_REACT),
  'POST /api/login/signin': publicEntry('signing in'),
  'POST /api/login/signout': publicEntry('it only ever ends the caller’s own session'),
  'POST /api/login/signup': publicEntry('signing up'),
  'POST /api/login/sms/send': publicEntry('signing in by SMS'),
  'POST /api/login/sms/signin': publicEntry('signing in by SMS'),
  'POST /api/login/two-factor': publicEntry('the second sign-in step; the challenge is the credential'),
  'POST /api/mail/inbound': publicEntry(
    'a mail provider’s webhook: its own shared secret (INBOUND_MAIL_SECRET) instead of a session; a mail posts only as the member its signed reply address names, from their verified address',
  ),
  'POST /api/moderation/article/delete': staff('article.delete.any'),
  'POST /api/moderation/moment/delete': staff('moment.delete.any'),
  'POST /api/moderation/moment/recommend': staff('moment.recommend'),
  'POST /api/moderation/moment/sticky': staff('moment.sticky'),
  'POST /api/moderation/user/ban': staff('user.ban'),
  'POST /api/moderation/user/unban': staff('user.ban'),
  'POST /api/moment/create': member(ownData('new moment'), BLOCKED),
  'POST /api/moment/delete': member(OWNED, { kind: 'allowed', reason: 'taking down one’s own moment' }),
  'POST /api/moment/update': member(OWNED, BLOCKED),
  // The question's author, or staff holding 'answer.accept.any' (checked in acceptedAnswer.commands.ts).
  'POST /api/moments/:id/answer': member(OWNED, BLOCKED),
  'DELETE /api/moments/:id/answer': member(OWNED, BLOCKED),
  'POST /api/oauth/unbind': member(ownData('sign-in methods'), READ_AND_REACT),
  'POST /api/polls/:id/close': member(OWNED, {
    kind: 'allowed',
    reason: 'closing the poll on one’s own post',
  }),
  'POST /api/polls/:id/vote': member(ownData('vote'), READ_AND_REACT),
  'POST /api/password/forgot': publicEntry('recovering a forgotten password'),
  'POST /api/password/reset': publicEntry('the mailed token is the credential'),
  'POST /api/reactions/set': member(ownData('likes'), READ_AND_REACT),
  'POST /api/report': member(
    { kind: 'n/a', reason: "reporting another member's content is the feature" },
    READ_AND_REACT,
  ),
  'POST /api/revisions/restore': staff('content.restore'),
  'POST /api/upload': member(ownData('uploads'), BLOCKED),
  'POST /api/user/account/delete': member(ownData('account'), {
    kind: 'allowed',
    reason: 'a member may always take their own account away',
  }),
  'POST /api/user/account/delete/cancel': member(ownData('account'), {
    kind: 'allowed',
    reason: 'a member may always keep their own account',
  }),
  'POST /api/user/account/export': member(ownData('data archive'), {
    kind: 'allowed',
    reason: 'a member may always download their own data',
  }),
  'POST /api/user/avatar': member(ownData('avatar'), {
    kind: 'allowed',
    reason: 'account settings stay open',
  }),
  'POST /api/user/block': member(ownData('block list'), READ_AND_REACT),
  'POST /api/user/email': member(ownData('email'), ACCOUNT_OPEN),
  'POST /api/user/api-keys/create': member(ownData('API keys'), ACCOUNT_OPEN),
  'POST /api/user/api-keys/revoke': member(ownData('API keys'), ACCOUNT_OPEN),
  'POST /api/user/invitations/create': member(ownData('invitations'), BLOCKED),
  'POST /api/user/invitations/revoke': member(ownData('invitations'), {
    kind: 'allowed',
    reason: 'taking back one’s own invitation',
  }),
  'PUT /api/user/notifications': member(ownData('notification settings'), {
    kind: 'allowed',
    reason: 'account settings stay open',
  }),
  'POST /api/user/password': member(ownData('password'), {
    kind: 'allowed',
    reason: 'account settings stay open',
  }),
  'POST /api/user/push/revoke': member(ownData('push devices'), {
    kind: 'allowed',
    reason: 'account settings stay open',
  }),
  'POST /api/user/push/subscribe': member(ownData('push devices'), {
    kind: 'allowed',
    reason: 'account settings stay open',
  }),
  'POST /api/user/profile': member(ownData('profile'), {
    kind: 'allowed',
    reason: 'account settings stay open',
  }),
  'POST /api/user/username': member(ownData('username'), {
    kind: 'allowed',
    reason: 'account settings stay open',
  }),
  'POST /api/user/two-factor/confirm': member(ownData('two-factor sign-in'), ACCOUNT_OPEN),
  'POST /api/user/two-factor/disable': member(ownData('two-factor sign-in'), ACCOUNT_OPEN),
  'POST /api/user/two-factor/recovery': member(ownData('recovery codes'), ACCOUNT_OPEN),
  'POST /api/user/two-factor/start': member(ownData('two-factor sign-in'), ACCOUNT_OPEN),
  'POST /api/watch/read-all': member(ownData('read marks'), READ_AND_REACT),
  'POST /api/watch/set': member(ownData('watch list'), READ_AND_REACT),
};

/** `METHOD /api/pattern` keys for every mutating method a route exports (GET only where it mutates). */
export function matrixKey(method: string, pattern: string): string {
  return `${method} ${pattern}`;
}
