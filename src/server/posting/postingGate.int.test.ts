import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { TEST_SITE_CONFIG } from '../../../tests/testActor.ts';
import { captchaChallenges, forbiddenWords, users } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { newActor } from '../actor/actor.ts';
import { createCaptchaChallenge, verifyCaptcha } from '../captcha/captchaChallenges.ts';
import { invalidateForbiddenWords } from '../forbiddenWords/forbiddenWords.ts';
import { insertTestUser } from '../../../tests/factories/articleTestUsers.ts';
import { toCurrentUser } from '../users/publicUser.ts';
import { passPostingGate, type PostingAttempt } from './postingGate.ts';
import type { PostingKind } from './postingKinds.ts';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@/shared/site/siteConfig.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

// The posting gate against real MySQL: each rule once, for every kind of writing it guards.

const t = useTestDatabase();
let seq = 0;

afterAll(async () => {
  invalidateForbiddenWords();
});

// Conversation messages pass the same gate; their own tests are in src/server/conversations.
const KINDS: Exclude<PostingKind, 'message'>[] = ['moment', 'article', 'comment'];
const DAY_MS = 24 * 60 * 60_000;

/** A member whose account is `ageMs` old (a month unless told), as the session reads them. */
async function member(values: { email?: string; emailVerified?: boolean } = {}, ageMs = 30 * DAY_MS) {
  seq += 1;
  const created = await insertTestUser(t.db, {
    nickname: `Writer ${seq}`,
    email: `w${seq}@example.com`,
    ...values,
  });
  await t.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - ageMs) })
    .where(eq(users.id, created.id));
  return reload(created.id);
}
async function reload(id: number): Promise<CurrentUser> {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return toCurrentUser(row!);
}
/** A fresh address per call unless told, so one case's posts never count against another's. */
const address = () => `198.51.100.${(seq += 1) % 250}`;
const site = (
  values: Partial<SiteConfig> = {},
  limits: Partial<SiteConfig['antiAbuse']> = {},
): SiteConfig => ({
  ...TEST_SITE_CONFIG,
  ...values,
  antiAbuse: { ...TEST_SITE_CONFIG.antiAbuse, ...limits },
});

function pass(
  who: CurrentUser | null,
  config: SiteConfig,
  attempt: Partial<PostingAttempt> & { kind: PostingKind },
  ip = address(),
) {
  return passPostingGate(newActor(who, config, ip), { isNew: true, text: 'Hello there', ...attempt }, t.db);
}
async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}
/** How many attempts pass before the first refusal, and that refusal. */
async function passesUntilRefused(attempt: () => Promise<unknown>, max = 30) {
  for (let count = 0; count < max; count++) {
    const error = await attempt().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    if (error === undefined) continue;
    if (!(error instanceof ApiError)) throw error;
    return { passed: count, error };
  }
  return { passed: max, error: undefined };
}

describe('who may write', () => {
  it('asks a visitor to sign in, whatever the kind', async () => {
    for (const kind of KINDS) {
      expect(await refusal(pass(null, site(), { kind }))).toMatchObject({ status: 401, errorCode: 1 });
    }
  });

  it('refuses a banned member new items and edits alike, with the reason, until the ban ends', async () => {
    const writer = await member();
    const until = new Date(Date.now() + 7 * DAY_MS);
    await t.db
      .update(users)
      .set({ bannedUntil: until, banReason: 'Flooding' })
      .where(eq(users.id, writer.id));
    const banned = await reload(writer.id);
    for (const kind of KINDS) {
      for (const isNew of [true, false]) {
        const error = await refusal(pass(banned, site(), { kind, isNew }));
        expect(error).toMatchObject({ status: 403, errorCode: 3 });
        expect(error.message).toContain('Reason: Flooding');
      }
    }
    await t.db
      .update(users)
      .set({ bannedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, writer.id));
    const free = await reload(writer.id);
    for (const kind of KINDS)
      await expect(pass(free, site(), { kind })).resolves.toMatchObject({ heldBy: [] });
  });

  it('asks for a verified e-mail only where the kind’s flag is on', async () => {
    const unverified = await member({ emailVerified: false });
    const verified = await member({ emailVerified: true });
    const flags = {
      moment: 'createMomentEmailVerified',
      article: 'createArticleEmailVerified',
      comment: 'createCommentEmailVerified',
    } as const;
    for (const kind of KINDS) {
      const strict = site({ [flags[kind]]: true });
      for (const isNew of [true, false]) {
        expect(await refusal(pass(unverified, strict, { kind, isNew }))).toMatchObject({
          status: 403,
          errorCode: 7,
          message: 'please verify your e-mail first',
        });
      }
      await expect(pass(verified, strict, { kind })).resolves.toBeDefined();
      for (const other of KINDS.filter((each) => each !== kind)) {
        await expect(pass(unverified, strict, { kind: other })).resolves.toBeDefined();
      }
    }
  });
});

describe('the captcha', () => {
  async function solvedPass(): Promise<string> {
    const challenge = await createCaptchaChallenge('192.0.2.1', t.db);
    const [row] = await t.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, challenge.id));
    const result = await verifyCaptcha(challenge.id, row!.answerX, t.db);
    if (!result.passed) throw new Error('the puzzle was not solved');
    return result.token;
  }

  it('asks for a solved puzzle before a new moment when momentCaptcha is on, and spends it', async () => {
    const writer = await member();
    const guarded = site({ momentCaptcha: true });
    expect(await refusal(pass(writer, guarded, { kind: 'moment' }))).toMatchObject({
      status: 400,
      message: 'Please complete the security check before publishing.',
    });
    const unsolved = await createCaptchaChallenge('192.0.2.1', t.db);
    expect(await refusal(pass(writer, guarded, { kind: 'moment', captchaToken: unsolved.id }))).toMatchObject(
      {
        status: 400,
        message: 'The security check has expired or was already used. Please publish again.',
      },
    );
    const token = await solvedPass();
    await expect(pass(writer, guarded, { kind: 'moment', captchaToken: token })).resolves.toBeDefined();
    expect(await refusal(pass(writer, guarded, { kind: 'moment', captchaToken: token }))).toMatchObject({
      status: 400,
      message: 'The security check has expired or was already used. Please publish again.',
    });
  });

  it('leaves edits, articles, comments and a site without the flag alone', async () => {
    const writer = await member();
    const guarded = site({ momentCaptcha: true });
    await expect(pass(writer, guarded, { kind: 'moment', isNew: false })).resolves.toBeDefined();
    await expect(pass(writer, guarded, { kind: 'article' })).resolves.toBeDefined();
    await expect(pass(writer, guarded, { kind: 'comment' })).resolves.toBeDefined();
    await expect(pass(writer, site(), { kind: 'moment' })).resolves.toBeDefined();
  });
});

describe('posting limits', () => {
  it('counts each kind per member and hour, and says when to try again', async () => {
    const writer = await member();
    const config = site({}, { momentsPerHour: 3, articlesPerHour: 2, commentsPerHour: 4 });
    const expected = { moment: 3, article: 2, comment: 4 };
    for (const kind of KINDS) {
      const { passed, error } = await passesUntilRefused(() => pass(writer, config, { kind }));
      expect(passed, kind).toBe(expected[kind]);
      expect(error).toMatchObject({
        status: 429,
        errorCode: 6,
        message: 'You are posting too often. Please try again in 60 minutes.',
      });
    }
    // Another member has counters of their own.
    for (const kind of KINDS) await expect(pass(await member(), config, { kind })).resolves.toBeDefined();
  });

  it('never counts an edit', async () => {
    const writer = await member();
    const config = site(
      {},
      { momentsPerHour: 1, articlesPerHour: 1, commentsPerHour: 1, postsPerIpPerHour: 1 },
    );
    const ip = address();
    for (const kind of ['moment', 'article'] as const) {
      for (let edit = 0; edit < 5; edit++) await pass(writer, config, { kind, isNew: false }, ip);
    }
    await expect(pass(writer, config, { kind: 'moment' }, ip)).resolves.toBeDefined();
  });

  it('walls off a burst of comments within a minute', async () => {
    const writer = await member();
    const config = site({}, { commentsPerHour: 100, commentsPerMinute: 3 });
    const { passed, error } = await passesUntilRefused(() => pass(writer, config, { kind: 'comment' }));
    expect(passed).toBe(3);
    expect(error?.message).toBe('You are posting too often. Please try again in 1 minute.');
    // The minute's wall is the comments' own.
    await expect(pass(writer, config, { kind: 'moment' })).resolves.toBeDefined();
  });

  it('counts every kind together per address', async () => {
    const config = site({}, { postsPerIpPerHour: 3 });
    const ip = address();
    for (const kind of KINDS) await pass(await member(), config, { kind }, ip);
    const error = await refusal(pass(await member(), config, { kind: 'comment' }, ip));
    expect(error).toMatchObject({
      status: 429,
      message: 'You are posting too often. Please try again in 60 minutes.',
    });
    await expect(pass(await member(), config, { kind: 'comment' }, address())).resolves.toBeDefined();
  });

  it('gives a new account a shared hourly budget until it is newAccountHours old', async () => {
    const config = site({}, { newAccountHours: 24, newAccountPostsPerHour: 3 });
    const newcomer = await member({}, 2 * 60 * 60_000);
    for (const kind of KINDS) await pass(newcomer, config, { kind });
    expect(await refusal(pass(newcomer, config, { kind: 'moment' }))).toMatchObject({
      status: 429,
      message: 'New accounts can post 3 times an hour. Please try again in 60 minutes.',
    });
    const settled = await member({}, 25 * 60 * 60_000);
    const { passed } = await passesUntilRefused(() => pass(settled, config, { kind: 'comment' }), 6);
    expect(passed).toBe(6);
  });

  it("keeps a new account's private messages to a budget of their own", async () => {
    const config = site({}, { newAccountHours: 24, newAccountPostsPerHour: 3 });
    const newcomer = await member({}, 2 * 60 * 60_000);
    const ip = address();
    for (let sent = 0; sent < 3; sent++) await pass(newcomer, config, { kind: 'message' }, ip);
    expect(await refusal(pass(newcomer, config, { kind: 'message' }, ip))).toMatchObject({ status: 429 });
    for (const kind of KINDS) await pass(newcomer, config, { kind }, ip);
    expect(await refusal(pass(newcomer, config, { kind: 'comment' }, ip))).toMatchObject({ status: 429 });
  });

  it('treats 0 as off', async () => {
    const newcomer = await member({}, 60_000);
    const ip = address();
    const { passed } = await passesUntilRefused(() =>
      pass(newcomer, site({}, { newAccountHours: 24 }), { kind: 'moment' }, ip),
    );
    expect(passed).toBe(30);
  });

  it('starts from the defaults the owner sees: 5 articles an hour, 20 comments a minute, 10 posts a new account', async () => {
    const writer = await member();
    const ip = address();
    const articles = await passesUntilRefused(() =>
      pass(writer, DEFAULT_SITE_CONFIG, { kind: 'article' }, ip),
    );
    expect(articles.passed).toBe(5);
    const comments = await passesUntilRefused(() =>
      pass(writer, DEFAULT_SITE_CONFIG, { kind: 'comment' }, ip),
    );
    expect(comments).toMatchObject({
      passed: 20,
      error: { message: 'You are posting too often. Please try again in 1 minute.' },
    });
    const newcomer = await member({}, 60_000);
    const budget = await passesUntilRefused(() =>
      pass(newcomer, DEFAULT_SITE_CONFIG, { kind: 'moment' }, address()),
    );
    expect(budget.passed).toBe(10);
  });
});

describe('forbidden words', () => {
  beforeAll(async () => {
    await t.db.insert(forbiddenWords).values([
      { pattern: 'spamword', isRegex: false },
      { pattern: 'buy\\s+now', isRegex: true },
    ]);
    invalidateForbiddenWords();
  });

  it('hold moments and articles for review, on create and on edit, and let clean text through', async () => {
    const writer = await member();
    for (const kind of ['moment', 'article'] as const) {
      for (const isNew of [true, false]) {
        const held = await pass(writer, site(), { kind, isNew, text: 'A title\nSPAMWORD here, buy   now' });
        expect(held).toMatchObject({ member: { id: writer.id }, heldBy: ['spamword', '/buy\\s+now/'] });
        expect(await pass(writer, site(), { kind, isNew, text: 'A clean title\nclean text' })).toMatchObject({
          heldBy: [],
        });
      }
    }
  });

  it('do not hold comments, which have no review queue', async () => {
    const writer = await member();
    expect(await pass(writer, site(), { kind: 'comment', text: 'spamword' })).toMatchObject({ heldBy: [] });
  });
});

describe('the trust level’s table (decision 057)', () => {
  const levels = (limits: Partial<SiteConfig['trust']['limits']['new']>): Partial<SiteConfig> => ({
    trust: {
      ...TEST_SITE_CONFIG.trust,
      limits: { ...TEST_SITE_CONFIG.trust.limits, new: { ...TEST_SITE_CONFIG.trust.limits.new, ...limits } },
    },
  });
  async function newMember() {
    const writer = await member();
    await t.db.update(users).set({ trustLevel: 0 }).where(eq(users.id, writer.id));
    return reload(writer.id);
  }
  const links = { links: 1, images: 0, mentions: 0 };

  it('refuses a body over the level’s limit before the captcha and the limits spend anything', async () => {
    const writer = await newMember();
    const config = site({ ...levels({ linksPerPost: 0, postsPerDay: 1 }), momentCaptcha: true });
    expect(await refusal(pass(writer, config, { kind: 'moment', counts: links }))).toMatchObject({
      status: 403,
      errorCode: 3,
    });
    // The refusal spent no day's allowance: a clean body still passes, once.
    const clean = { kind: 'moment', captchaToken: 'unused', counts: { ...links, links: 0 } } as const;
    expect((await refusal(pass(writer, config, clean))).status, 'the captcha comes next').toBe(400);
    await expect(pass(writer, site(levels({ postsPerDay: 1 })), { kind: 'comment' })).resolves.toBeDefined();
    expect((await refusal(pass(writer, site(levels({ postsPerDay: 1 })), { kind: 'comment' }))).status).toBe(
      429,
    );
  });

  it('comes after the ban: a banned new member hears the ban', async () => {
    const writer = await newMember();
    await t.db
      .update(users)
      .set({ bannedUntil: new Date(Date.now() + DAY_MS), banReason: 'Spam' })
      .where(eq(users.id, writer.id));
    const banned = await reload(writer.id);
    const error = await refusal(
      pass(banned, site(levels({ linksPerPost: 0 })), { kind: 'moment', counts: links }),
    );
    expect(error.message).toContain('Reason: Spam');
  });
});
