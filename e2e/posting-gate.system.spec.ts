import { expect, test, type Accounts } from './support/fixtures.ts';
import { e2eDatabaseName } from './support/servers.ts';
import { withAdminConnection } from './support/mysqlAdmin.ts';
import { startInstalledPlaza } from './support/installedPlaza.ts';
import type { SpawnedPlaza } from './support/spawnPlaza.ts';
import { call, callerOf, expectData, type Answer, type Caller } from './support/plazaClient.ts';
import type { SiteConfig } from '../src/shared/site/siteConfig.ts';
import { DEFAULT_TRUST_CONFIG } from '../src/shared/trust/trustDefaults.ts';

// Issue 17: every kind of member writing (a post, a tweet, an article, a comment) passes the one
// posting gate inside its command. Through the API of a forum whose limits are not multiplied
// (RATE_LIMIT_FACTOR=1): each kind's own hourly limit, in English and in Chinese, edits never
// counted; the e-mail rule per kind; a ban for every kind and edit; a new account's shared budget;
// forbidden words holding moments and articles for review.

const DATABASE = e2eDatabaseName('posting_gate');
const RUN = Date.now().toString(36);
const ZH = { cookie: 'locale=zh-CN' };

const ONE_AN_HOUR: SiteConfig['antiAbuse'] = {
  momentsPerHour: 1,
  articlesPerHour: 1,
  commentsPerHour: 1,
  commentsPerMinute: 0,
  // Every call comes from 127.0.0.1 and every member here is new: only the per-kind limits count.
  postsPerIpPerHour: 0,
  newAccountHours: 0,
  newAccountPostsPerHour: 0,
  messagesPerHour: 1,
};
// Every member here is new: their level's limits (decision 057) are lifted, so only the gate's other
// rules speak. The levels have their own tests (src/server/posting/levelLimits.int.test.ts).
const NEW_MEMBERS_UNLIMITED: SiteConfig['trust'] = {
  ...DEFAULT_TRUST_CONFIG,
  limits: {
    ...DEFAULT_TRUST_CONFIG.limits,
    new: {
      linksPerPost: null,
      imagesPerPost: null,
      mentionsPerPost: null,
      strangerConversationsPerDay: null,
      editMinutes: null,
      postsPerDay: null,
    },
  },
};
const TOO_OFTEN = {
  en: /^You are posting too often\. Please try again in \d+ minutes\.$/,
  zh: /^发布过于频繁，请 \d+ 分钟后再试。$/,
};

let plaza: SpawnedPlaza;
let url: string;
let accounts: Accounts;
let owner: Caller;
let momentId = 0;

const post = (who: Caller, path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(url, who, path, body, { headers });
const created = (answer: Promise<Answer>, what: string) =>
  expectData<{ id: number; status?: number }>(answer, what);
/** A new member of the spec's forum, as a caller of its API. */
const newMember = async (label: string) => callerOf(await accounts.member(label));

async function articleStatus(id: number): Promise<number> {
  return withAdminConnection(async (connection) => {
    await connection.query(`USE \`${DATABASE}\``);
    const [rows] = await connection.query('SELECT status FROM articles WHERE id = ?', [id]);
    return Number((rows as { status: number }[])[0]?.status);
  });
}

async function settings(values: Partial<SiteConfig>): Promise<void> {
  await expectData(post(owner, '/api/admin/settings/site', values), 'save the site settings');
}

/** The second of a kind within the hour is refused, in the caller's language, and changes nothing. */
async function expectTooOften(who: Caller, path: string, body: unknown): Promise<void> {
  for (const [headers, message] of [
    [{}, TOO_OFTEN.en],
    [ZH, TOO_OFTEN.zh],
  ] as const) {
    const answer = await post(who, path, body, headers);
    expect(answer.status, answer.text).toBe(429);
    expect(answer.body).toMatchObject({ success: false, errorCode: 6 });
    expect(String(answer.body?.message)).toMatch(message);
  }
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ accountsAt }) => {
  test.setTimeout(180_000);
  plaza = await startInstalledPlaza({
    offset: 60,
    name: 'posting-gate',
    database: DATABASE,
    env: { RATE_LIMIT_FACTOR: '1' },
  });
  url = plaza.url;
  accounts = accountsAt(url);
  owner = callerOf(await accounts.ownerSession());
  await settings({
    antiAbuse: ONE_AN_HOUR,
    modules: { moment: true, article: true, tweet: true },
    trust: NEW_MEMBERS_UNLIMITED,
    // This spec is about refusals: its new members' first posts do not wait for review (decision 059).
    postReview: { firstPosts: 0, duplicateWindowHours: 0, onCheckFailure: 'hold' },
  });
});

test.afterAll(async () => {
  await plaza?.stop();
});

test('a post and a tweet share the moments’ hourly limit; edits are not counted', async () => {
  const writer = await newMember('Poster');
  const first = await created(
    post(writer, '/api/moment/create', { type: 0, title: 'First post', content: '<p>One</p>' }),
    'the first post',
  );
  momentId = first.id;
  await expectTooOften(writer, '/api/moment/create', { type: 1, content: 'A tweet too many' });
  await expectTooOften(writer, '/api/moment/create', { type: 0, title: 'Again', content: '<p>Two</p>' });
  for (const title of ['Edited once', 'Edited twice']) {
    await created(
      post(writer, '/api/moment/update', { id: first.id, type: 0, title, content: '<p>One</p>' }),
      `edit "${title}"`,
    );
  }
  // Another member's moments have their own count.
  const other = await newMember('Tweeter');
  await created(post(other, '/api/moment/create', { type: 1, content: 'My one tweet' }), 'a tweet');
});

test('articles have an hourly limit of their own; edits are not counted', async () => {
  const writer = await newMember('Author');
  await created(
    post(writer, '/api/moment/create', { type: 0, title: 'A moment first', content: '<p>x</p>' }),
    'a moment does not use up the article',
  );
  const article = await created(
    post(writer, '/api/article/create', { title: 'First article', content: '<p>One</p>' }),
    'the first article',
  );
  await expectTooOften(writer, '/api/article/create', { title: 'Second article', content: '<p>Two</p>' });
  await created(
    post(writer, '/api/article/update', { id: article.id, title: 'Edited', content: '<p>One</p>' }),
    'an article edit',
  );
});

test('comments and replies share an hourly limit of their own', async () => {
  const writer = await newMember('Commenter');
  const on = { entityType: 'moment', entityId: momentId };
  const comment = await created(
    post(writer, '/api/comment/create', { ...on, content: 'First!' }),
    'a comment',
  );
  await expectTooOften(writer, '/api/comment/create', {
    ...on,
    content: 'A reply too many',
    parentId: comment.id,
    replyToId: comment.id,
  });
});

test('the e-mail rule asks each kind for a verified address when its flag is on', async () => {
  const writer = await newMember('Unverified');
  await settings({
    createMomentEmailVerified: true,
    createArticleEmailVerified: true,
    createCommentEmailVerified: true,
  });
  try {
    const attempts = [
      ['/api/moment/create', { type: 0, title: 'Unverified', content: '<p>x</p>' }],
      ['/api/moment/create', { type: 1, content: 'Unverified tweet' }],
      ['/api/article/create', { title: 'Unverified', content: '<p>x</p>' }],
      ['/api/comment/create', { entityType: 'moment', entityId: momentId, content: 'Unverified' }],
    ] as const;
    for (const [path, body] of attempts) {
      for (const [headers, message] of [
        [{}, 'please verify your e-mail first'],
        [ZH, '请先验证你的邮箱'],
      ] as const) {
        const answer = await post(writer, path, body, headers);
        expect(answer.status, `${path}: ${answer.text}`).toBe(403);
        expect(answer.body).toMatchObject({ success: false, errorCode: 7, message });
      }
    }
  } finally {
    await settings({
      createMomentEmailVerified: false,
      createArticleEmailVerified: false,
      createCommentEmailVerified: false,
    });
  }
});

test('a forbidden word holds new and edited moments and articles for review, not comments', async () => {
  const word = `gatekeeper${RUN}`;
  await expectData(post(owner, '/api/admin/words/add', { pattern: word, isRegex: false }), 'add the word');
  const writer = await newMember('Held');
  const moment = await created(
    post(writer, '/api/moment/create', { type: 1, content: `Say ${word.toUpperCase()}` }),
    'a tweet with the word',
  );
  expect(moment.status).toBe(1);
  const article = await created(
    post(writer, '/api/article/create', { title: 'Clean', content: '<p>Clean</p>' }),
    'a clean article',
  );
  expect(await articleStatus(article.id)).toBe(0);
  await created(
    post(writer, '/api/article/update', { id: article.id, title: 'Clean', content: `<p>${word}</p>` }),
    'an article edit with the word',
  );
  expect(await articleStatus(article.id)).toBe(1);
  const other = await newMember('Reviewed');
  const held = await created(
    post(other, '/api/article/create', { title: `About ${word}`, content: '<p>x</p>' }),
    'an article with the word',
  );
  expect(await articleStatus(held.id)).toBe(1);
  const comment = await post(writer, '/api/comment/create', {
    entityType: 'moment',
    entityId: momentId,
    content: `A comment saying ${word}`,
  });
  expect(comment.body, comment.text).toMatchObject({
    success: true,
    data: { content: `A comment saying ${word}` },
  });
});

test('a banned member is refused every kind and every edit, with the reason, in both languages', async () => {
  const writer = await newMember('Banned');
  const moment = await created(
    post(writer, '/api/moment/create', { type: 0, title: 'Before the ban', content: '<p>x</p>' }),
    'a moment before the ban',
  );
  const article = await created(
    post(writer, '/api/article/create', { title: 'Before the ban', content: '<p>x</p>' }),
    'an article before the ban',
  );
  const comment = await created(
    post(writer, '/api/comment/create', {
      entityType: 'moment',
      entityId: momentId,
      content: 'Before the ban',
    }),
    'a comment before the ban',
  );
  await expectData(
    post(owner, `/api/admin/users/${writer.id}/ban`, { duration: '7d', reason: `Flooding ${RUN}` }),
    'ban the writer',
  );
  const attempts = [
    ['/api/moment/create', { type: 0, title: 'Banned post', content: '<p>x</p>' }],
    ['/api/moment/create', { type: 1, content: 'Banned tweet' }],
    ['/api/moment/update', { id: moment.id, type: 0, title: 'Banned edit', content: '<p>x</p>' }],
    ['/api/article/create', { title: 'Banned article', content: '<p>x</p>' }],
    ['/api/article/update', { id: article.id, title: 'Banned edit', content: '<p>x</p>' }],
    ['/api/comment/create', { entityType: 'moment', entityId: momentId, content: 'Banned comment' }],
    ['/api/comment/update', { id: comment.id, content: 'Banned comment edit' }],
  ] as const;
  for (const [path, body] of attempts) {
    for (const headers of [{}, ZH]) {
      const answer = await post(writer, path, body, headers);
      expect(answer.status, `${path}: ${answer.text}`).toBe(403);
      expect(answer.body).toMatchObject({ success: false, errorCode: 3 });
      expect(String(answer.body?.message), path).toContain(`Flooding ${RUN}`);
    }
  }
  await expectData(post(owner, `/api/admin/users/${writer.id}/unban`, {}), 'lift the ban');
  await created(
    post(writer, '/api/moment/update', {
      id: moment.id,
      type: 0,
      title: 'After the ban',
      content: '<p>x</p>',
    }),
    'an edit after the ban',
  );
});

test('a new account shares one hourly budget across every kind', async () => {
  await settings({
    antiAbuse: {
      ...ONE_AN_HOUR,
      momentsPerHour: 0,
      articlesPerHour: 0,
      commentsPerHour: 0,
      newAccountHours: 24,
      newAccountPostsPerHour: 2,
    },
  });
  try {
    const writer = await newMember('Newcomer');
    await created(post(writer, '/api/moment/create', { type: 1, content: 'New here' }), 'a tweet');
    await created(
      post(writer, '/api/article/create', { title: 'New here', content: '<p>x</p>' }),
      'an article',
    );
    const attempts = [
      ['/api/comment/create', { entityType: 'moment', entityId: momentId, content: 'A third item' }],
      ['/api/moment/create', { type: 0, title: 'Third', content: '<p>x</p>' }],
    ] as const;
    for (const [path, body] of attempts) {
      for (const [headers, message] of [
        [{}, /^New accounts can post 2 times an hour\. Please try again in \d+ minutes\.$/],
        [ZH, /^新注册账号每小时最多发布 2 次，请 \d+ 分钟后再试。$/],
      ] as const) {
        const answer = await post(writer, path, body, headers);
        expect(answer.status, `${path}: ${answer.text}`).toBe(429);
        expect(String(answer.body?.message)).toMatch(message);
      }
    }
  } finally {
    await settings({ antiAbuse: ONE_AN_HOUR });
  }
});
