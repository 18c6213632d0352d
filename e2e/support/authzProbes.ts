import { emptyMomentDraft } from '../../src/shared/moments/momentDraft.ts';
import { DEFAULT_NOTIFICATION_CHOICES } from '../../src/shared/notifications/notificationKinds.ts';

/** What A (the owner of the resources) and C (banned later) made before the probes run. */
export interface AuthzFixtures {
  ownerOfResources: {
    id: number;
    momentId: number;
    articleId: number;
    commentId: number;
    replyId: number;
    conversationId: number;
    /** The message that started A's conversation. */
    messageId: number;
  };
  banned: { id: number; momentId: number; articleId: number; conversationId: number };
  uploadUrl: string;
  image: () => FormData;
}

/** A row a refused call must leave as it was. */
export interface WatchedRow {
  table: string;
  id: number;
}

/** One call to an endpoint: its path (route parameters filled in) and body. */
export interface ProbeCall {
  path: string;
  body: unknown;
  /** POST unless named. */
  method?: 'PUT' | 'DELETE';
  watch?: WatchedRow[];
}

/**
 * The calls made for each matrix entry: `call` is aimed at A's resource (so the "another user" and
 * "signed out" probes try to change A's data); `bannedCall` is C's own resource where it differs.
 */
export interface Probe {
  call: ProbeCall;
  extraOtherCalls?: ProbeCall[];
  bannedCall?: ProbeCall;
}

const DRAFT_PAYLOAD = emptyMomentDraft(0, 0);
const post = (title: string) => ({ type: 0, title, content: `<p>${title}</p>` });

export function authzProbes(f: AuthzFixtures): Record<string, Probe> {
  const a = f.ownerOfResources;
  const moment: WatchedRow = { table: 'moments', id: a.momentId };
  const article: WatchedRow = { table: 'articles', id: a.articleId };
  const comment: WatchedRow = { table: 'comments', id: a.commentId };
  const reply: WatchedRow = { table: 'comments', id: a.replyId };
  const userA: WatchedRow = { table: 'users', id: a.id };
  const conversation: WatchedRow = { table: 'conversations', id: a.conversationId };
  const conversationCall = (path: string, extra: Record<string, unknown> = {}): Probe => ({
    call: { path, body: { conversationId: a.conversationId, ...extra }, watch: [conversation] },
    bannedCall: {
      path,
      body: { conversationId: f.banned.conversationId, ...extra },
      watch: [{ table: 'conversations', id: f.banned.conversationId }],
    },
  });
  const probe = (
    path: string,
    body: unknown,
    watch: WatchedRow[] = [],
    method?: 'PUT' | 'DELETE',
  ): Probe => ({
    call: { path, body, watch, ...(method ? { method } : {}) },
  });
  const adminUser = (action: string, body: unknown) =>
    probe(`/api/admin/users/${a.id}/${action}`, body, [userA]);
  return {
    'POST /api/admin/content/bulk': probe(
      '/api/admin/content/bulk',
      { kind: 'moment', action: 'delete', ids: [a.momentId], reason: 'probe' },
      [moment],
    ),
    'POST /api/admin/counters/repair': probe('/api/admin/counters/repair', {}, [moment, userA]),
    'POST /api/admin/deliveries/retry': probe('/api/admin/deliveries/retry', { id: 1 }),
    'POST /api/admin/links/create': probe('/api/admin/links/create', {
      name: 'Probe',
      url: 'https://example.com',
    }),
    'POST /api/admin/links/delete': probe('/api/admin/links/delete', { id: 1 }),
    'POST /api/admin/links/move': probe('/api/admin/links/move', { id: 1, direction: 'up' }),
    'POST /api/admin/links/status': probe('/api/admin/links/status', { id: 1, status: 1 }),
    'POST /api/admin/links/update': probe('/api/admin/links/update', {
      id: 1,
      name: 'Hijacked',
      url: 'https://example.com',
    }),
    'POST /api/admin/nodes/create': probe('/api/admin/nodes/create', { name: 'Probe node' }),
    'POST /api/admin/nodes/delete': probe('/api/admin/nodes/delete', { id: 1 }, [{ table: 'nodes', id: 1 }]),
    'POST /api/admin/nodes/move': probe('/api/admin/nodes/move', { id: 1, direction: 'down' }),
    'POST /api/admin/nodes/status': probe('/api/admin/nodes/status', { id: 1, status: 1 }, [
      { table: 'nodes', id: 1 },
    ]),
    'POST /api/admin/nodes/update': probe('/api/admin/nodes/update', { id: 1, name: 'Hijacked' }, [
      { table: 'nodes', id: 1 },
    ]),
    'POST /api/admin/reports/resolve': probe('/api/admin/reports/resolve', {
      id: 1,
      outcome: 'dismiss',
      note: '',
    }),
    'POST /api/admin/review/decide': probe(
      '/api/admin/review/decide',
      { kind: 'moment', id: a.momentId, decision: 'approve', reason: '' },
      [moment],
    ),
    'POST /api/admin/review/message': probe('/api/admin/review/message', {
      id: 1,
      decision: 'approve',
      reason: '',
    }),
    'POST /api/admin/api-keys/create': probe('/api/admin/api-keys/create', {
      name: 'probe',
      scopes: ['read'],
      actsAs: 'system',
    }),
    'POST /api/admin/api-keys/revoke': probe('/api/admin/api-keys/revoke', { id: 1 }),
    'POST /api/admin/settings/digest-run': probe('/api/admin/settings/digest-run', {}),
    'POST /api/admin/settings/private': probe('/api/admin/settings/private', {}),
    'POST /api/admin/oidc-clients/register': probe('/api/admin/oidc-clients/register', {
      name: 'Probe',
      redirectUris: ['https://probe.example/cb'],
      postLogoutRedirectUris: [],
    }),
    'POST /api/admin/oidc-clients/remove': probe('/api/admin/oidc-clients/remove', { id: 1 }),
    'POST /api/admin/oidc-clients/rotate': probe('/api/admin/oidc-clients/rotate', { id: 1 }),
    'POST /api/admin/webhooks/delete': probe('/api/admin/webhooks/delete', { id: 1 }),
    'POST /api/admin/webhooks/redeliver': probe('/api/admin/webhooks/redeliver', { deliveryId: 1 }),
    'POST /api/admin/webhooks/save': probe('/api/admin/webhooks/save', {
      url: 'https://probe.example/hook',
      events: ['moment.created'],
      active: false,
      allowPrivateAddresses: false,
    }),
    'POST /api/admin/webhooks/secret': probe('/api/admin/webhooks/secret', { id: 1 }),
    'POST /api/admin/webhooks/test': probe('/api/admin/webhooks/test', { id: 1 }),
    'POST /api/admin/settings/signup-rules/add': probe('/api/admin/settings/signup-rules/add', {
      kind: 'domain',
      action: 'block',
      value: 'probe.example',
      note: '',
    }),
    'POST /api/admin/settings/signup-rules/remove': probe('/api/admin/settings/signup-rules/remove', {
      id: 1,
    }),
    'POST /api/admin/settings/site': probe('/api/admin/settings/site', { siteTitle: 'Hijacked' }),
    'POST /api/admin/settings/terms': probe('/api/admin/settings/terms', { text: 'Hijacked' }),
    'POST /api/admin/settings/two-factor': probe('/api/admin/settings/two-factor', {
      requireAdminTwoFactor: true,
    }),
    'POST /api/admin/tags/delete': probe('/api/admin/tags/delete', { id: 1 }),
    'POST /api/admin/tags/merge': probe('/api/admin/tags/merge', { id: 1, target: 'hijacked' }),
    'POST /api/admin/tags/rename': probe('/api/admin/tags/rename', { id: 1, name: 'hijacked' }),
    'POST /api/admin/users/:id/approval': adminUser('approval', { decision: 'reject' }),
    'POST /api/admin/users/:id/ban': adminUser('ban', { duration: 'forever', reason: 'probe' }),
    'POST /api/admin/users/:id/delete': adminUser('delete', { reason: 'probe' }),
    'POST /api/admin/users/:id/password': adminUser('password', {}),
    'POST /api/admin/users/:id/role': adminUser('role', { role: 'admin' }),
    'POST /api/admin/users/:id/score': adminUser('score', { amount: 5, reason: 'probe' }),
    'POST /api/admin/users/:id/unban': probe(`/api/admin/users/${f.banned.id}/unban`, {}, [
      { table: 'users', id: f.banned.id },
    ]),
    'POST /api/admin/users/delete-spammer': probe(
      '/api/admin/users/delete-spammer',
      { userId: a.id, blockIp: true, blockDomain: true },
      [userA, moment, comment],
    ),
    'POST /api/admin/users/restore-spammer': probe('/api/admin/users/restore-spammer', { userId: a.id }, [
      userA,
    ]),
    'POST /api/admin/users/trust': probe('/api/admin/users/trust', { userId: a.id, level: 2, locked: true }, [
      userA,
    ]),
    // Refused calls name a badge and a username no member has: nothing to change, and a 403 before any look-up.
    'POST /api/admin/badges/award': probe('/api/admin/badges/award', {
      username: 'probe-member',
      slug: 'community-helper',
    }),
    'POST /api/admin/badges/revoke': probe('/api/admin/badges/revoke', {
      username: 'probe-member',
      slug: 'community-helper',
    }),
    'POST /api/admin/words/add': probe('/api/admin/words/add', { pattern: 'probe', isRegex: false }),
    'POST /api/admin/words/delete': probe('/api/admin/words/delete', { id: 1 }),
    'POST /api/article/create': probe('/api/article/create', { title: 'Probe', content: '<p>Probe</p>' }),
    'POST /api/article/delete': probe('/api/article/delete', { id: a.articleId }, [article]),
    'POST /api/article/update': {
      call: {
        path: '/api/article/update',
        body: { id: a.articleId, title: 'Hijacked', content: '<p>Hijacked</p>' },
        watch: [article],
      },
      bannedCall: {
        path: '/api/article/update',
        body: { id: f.banned.articleId, title: 'Edited while banned', content: '<p>Edited</p>' },
        watch: [{ table: 'articles', id: f.banned.articleId }],
      },
    },
    'POST /api/captcha/new': probe('/api/captcha/new', {}),
    'POST /api/captcha/verify': probe('/api/captcha/verify', { id: 'x', x: 1 }),
    'POST /api/checkin': probe('/api/checkin', {}),
    'POST /api/comment/create': probe(
      '/api/comment/create',
      { entityType: 'moment', entityId: a.momentId, content: 'Probe comment' },
      [moment],
    ),
    'POST /api/conversation/leave': conversationCall('/api/conversation/leave'),
    'POST /api/conversation/read': conversationCall('/api/conversation/read'),
    'POST /api/conversation/react': probe('/api/conversation/react', {
      messageId: a.messageId,
      reaction: '',
    }),
    'POST /api/conversation/send': conversationCall('/api/conversation/send', { content: 'Hijacked' }),
    'POST /api/conversation/start': probe('/api/conversation/start', { memberIds: [a.id], content: 'Probe' }),
    'POST /api/comment/delete': {
      call: { path: '/api/comment/delete', body: { id: a.commentId }, watch: [comment, moment] },
      extraOtherCalls: [{ path: '/api/comment/delete', body: { id: a.replyId }, watch: [reply, comment] }],
    },
    'POST /api/comment/update': probe('/api/comment/update', { id: a.commentId, content: 'Hijacked' }, [
      comment,
    ]),
    'POST /api/draft/delete': probe('/api/draft/delete', { key: 'moment:new:post' }),
    'POST /api/draft/save': probe('/api/draft/save', {
      key: 'moment:new:post',
      payload: { ...DRAFT_PAYLOAD, title: 'Probe draft' },
    }),
    'POST /api/favorite/toggle': probe(
      '/api/favorite/toggle',
      { entityType: 'moment', entityId: a.momentId },
      [moment],
    ),
    'POST /api/follow/toggle': probe('/api/follow/toggle', { userId: a.id }, [userA]),
    'POST /api/install/create_database': probe('/api/install/create_database', {}),
    'POST /api/install/install': probe('/api/install/install', {}),
    'POST /api/install/start_builtin_database': probe('/api/install/start_builtin_database', {}),
    'POST /api/install/test_db_connection': probe('/api/install/test_db_connection', {}),
    'POST /api/like/toggle': probe('/api/like/toggle', { entityType: 'moment', entityId: a.momentId }, [
      moment,
    ]),
    'POST /api/login/signin': probe('/api/login/signin', {}),
    'POST /api/login/signout': probe('/api/login/signout', {}),
    'POST /api/login/signup': probe('/api/login/signup', {}),
    'POST /api/login/sms/send': probe('/api/login/sms/send', {}),
    'POST /api/login/sms/signin': probe('/api/login/sms/signin', {}),
    'POST /api/login/two-factor': probe('/api/login/two-factor', {}),
    'POST /api/mail/inbound': probe('/api/mail/inbound', {}),
    'POST /api/moderation/article/delete': probe(
      '/api/moderation/article/delete',
      { id: a.articleId, reason: 'probe' },
      [article],
    ),
    'POST /api/moderation/moment/delete': probe(
      '/api/moderation/moment/delete',
      { id: a.momentId, reason: 'probe' },
      [moment],
    ),
    'POST /api/moderation/moment/recommend': probe(
      '/api/moderation/moment/recommend',
      { id: a.momentId, on: true },
      [moment],
    ),
    'POST /api/moderation/moment/sticky': probe(
      '/api/moderation/moment/sticky',
      { id: a.momentId, on: true },
      [moment],
    ),
    'POST /api/moderation/user/ban': probe(
      '/api/moderation/user/ban',
      { userId: a.id, duration: '7d', reason: 'probe' },
      [userA],
    ),
    'POST /api/moderation/user/unban': probe('/api/moderation/user/unban', { userId: f.banned.id }, [
      { table: 'users', id: f.banned.id },
    ]),
    'POST /api/moment/create': probe('/api/moment/create', post('Probe')),
    'POST /api/moment/delete': probe('/api/moment/delete', { id: a.momentId }, [moment]),
    'POST /api/moments/:id/answer': probe(`/api/moments/${a.momentId}/answer`, { commentId: a.commentId }, [
      moment,
    ]),
    'DELETE /api/moments/:id/answer': probe(`/api/moments/${a.momentId}/answer`, {}, [moment], 'DELETE'),
    'POST /api/moment/update': {
      call: { path: '/api/moment/update', body: { id: a.momentId, ...post('Hijacked') }, watch: [moment] },
      bannedCall: {
        path: '/api/moment/update',
        body: { id: f.banned.momentId, ...post('Edited while banned') },
        watch: [{ table: 'moments', id: f.banned.momentId }],
      },
    },
    'POST /api/oauth/unbind': probe('/api/oauth/unbind', { provider: 'github' }),
    // The fixture forum has no poll: another member's close and every refused vote leave polls untouched.
    'POST /api/polls/:id/close': probe('/api/polls/999999/close', {}),
    'POST /api/polls/:id/vote': probe('/api/polls/999999/vote', { optionIds: [1] }),
    'POST /api/password/forgot': probe('/api/password/forgot', {}),
    'POST /api/password/reset': probe('/api/password/reset', {}),
    'POST /api/reactions/set': probe(
      '/api/reactions/set',
      { entityType: 'moment', entityId: a.momentId, reaction: '' },
      [moment],
    ),
    'POST /api/report': probe('/api/report', { targetType: 'moment', targetId: a.momentId, reason: 'probe' }),
    'POST /api/revisions/restore': probe(
      '/api/revisions/restore',
      { kind: 'moment', id: a.momentId, revision: 1 },
      [moment],
    ),
    'POST /api/upload': probe('/api/upload', f.image),
    'POST /api/user/account/delete': probe('/api/user/account/delete', { password: 'not-the-password' }),
    'POST /api/user/account/delete/cancel': probe('/api/user/account/delete/cancel', {}),
    'POST /api/user/account/export': probe('/api/user/account/export', {}),
    'POST /api/user/avatar': probe('/api/user/avatar', { url: f.uploadUrl, x: 0, y: 0, size: 8 }),
    'POST /api/user/block': probe('/api/user/block', { userId: a.id, blocked: false }),
    'POST /api/user/email': probe('/api/user/email', { email: 'probe@example.test' }),
    'POST /api/user/api-keys/create': probe('/api/user/api-keys/create', { name: 'probe', scopes: ['read'] }),
    'POST /api/user/api-keys/revoke': probe('/api/user/api-keys/revoke', { id: 1 }),
    'POST /api/user/invitations/create': probe('/api/user/invitations/create', {}),
    'POST /api/user/invitations/revoke': probe('/api/user/invitations/revoke', { id: 1 }),
    'PUT /api/user/notifications': probe(
      '/api/user/notifications',
      { choices: DEFAULT_NOTIFICATION_CHOICES, digestDays: 0, locale: 'zh-CN' },
      [userA],
      'PUT',
    ),
    'POST /api/user/push/revoke': probe('/api/user/push/revoke', { id: 1 }),
    'POST /api/user/push/subscribe': probe('/api/user/push/subscribe', {
      endpoint: 'https://push.example.test/send/authz-probe',
      keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) },
    }),
    'POST /api/user/password': probe('/api/user/password', {
      oldPassword: '',
      password: 'probe-pass-123',
      rePassword: 'probe-pass-123',
    }),
    'POST /api/user/profile': probe('/api/user/profile', { nickname: 'Hijacked' }),
    'POST /api/user/username': probe('/api/user/username', { username: 'hijacked1' }),
    'POST /api/user/two-factor/confirm': probe('/api/user/two-factor/confirm', { code: '123456' }),
    'POST /api/user/two-factor/disable': probe('/api/user/two-factor/disable', {
      password: 'authz-pass-123',
    }),
    'POST /api/user/two-factor/recovery': probe('/api/user/two-factor/recovery', { code: '123456' }),
    'POST /api/user/two-factor/start': probe('/api/user/two-factor/start', {}),
    'POST /api/watch/read-all': probe('/api/watch/read-all', {}),
    'POST /api/watch/set': probe('/api/watch/set', { kind: 'moment', id: a.momentId, watch: true }, [moment]),
  };
}
