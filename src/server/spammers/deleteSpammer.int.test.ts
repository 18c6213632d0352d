import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { apiErrorOf } from '../../../tests/apiErrorOf.ts';
import { insertTestUser } from '../../../tests/factories/articleTestUsers.ts';
import { contentStatusOf } from '../../../tests/factories/moderatedContentRows.ts';
import { commentAs } from '../../../tests/factories/repairTestForum.ts';
import { testActor } from '../../../tests/testActor.ts';
import {
  articles,
  comments,
  conversationMembers,
  moderationLogs,
  moments,
  nodes,
  searchDocuments,
  sessions,
  signupRules,
  spammerRemovals,
  users,
} from '../db/schema/index.ts';
import { createMoment } from '../moments/moments.commands.ts';
import { createArticle } from '../articles/articles.commands.ts';
import { moveContentStatus } from '../admincontent/statusTransitions.ts';
import { toggleLike } from '../reactions/toggleReaction.ts';
import { startConversation } from '../conversations/startConversation.ts';
import { sendMessage } from '../conversations/sendMessage.ts';
import { listConversations } from '../conversations/conversationList.queries.ts';
import { getMomentForViewer } from '../moments/momentDetail.queries.ts';
import { listCommentThreads } from '../comments/listComments.ts';
import { countDrifts } from '../repair/countDrifts.ts';
import { syncUserDocument } from '../search/searchIndexSync.ts';
import { openSession } from '../../../tests/factories/accountTestKit.ts';
import { deleteSpammer } from './deleteSpammer.ts';
import { restoreSpammer } from './restoreSpammer.ts';
import { spammerPreview, spammerRemovalState } from './spammerPreview.queries.ts';
import { articleCreateSchema } from '@/shared/articles/articleSchemas.ts';
import { createMomentSchema } from '@/shared/moments/momentSchemas.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { BAN_FOREVER } from '@/shared/users/ban.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

const t = useTestDatabase();
const DAY = 86_400_000;
let run = 0;
let nodeId: number;
let moderator: CurrentUser;
let admin: CurrentUser;
let alice: CurrentUser;
let bob: CurrentUser;

const post = (title: string) =>
  createMomentSchema.parse({ type: 0, title, content: `<p>${title}</p>`, nodeId, tags: [`tag${run}`] });
const say = (content: string) => ({ content, images: [] as string[] });

async function noDrift(): Promise<void> {
  const drifts = await countDrifts(t.db);
  expect(Object.entries(drifts).filter(([, n]) => n !== 0)).toEqual([]);
}

/** Everything the counters and lists are about, before and after: one spammer among real members. */
async function spammerForum() {
  run += 1;
  const spammer = await insertTestUser(t.db, {
    nickname: `Spammer ${run}`,
    email: `spam${run}@Spam-${run}.example`,
  });
  await t.db
    .update(users)
    .set({ signupIp: `198.51.100.${run}` })
    .where(eq(users.id, spammer.id));
  // Rows written straight to the table have no search document yet; sign-up gives them one.
  await syncUserDocument(t.db, spammer.id);
  const onAlice = await createMoment(testActor(alice), post(`Alice ${run}`), t.db);
  const article = await createArticle(
    testActor(alice),
    articleCreateSchema.parse({ title: `Article ${run}`, content: '<p>Body</p>', tags: [`tag${run}`] }),
    t.db,
  );
  const spamMoment = await createMoment(testActor(spammer), post(`SPAM moment ${run}`), t.db);
  const heldMoment = await createMoment(testActor(spammer), post(`SPAM held ${run}`), t.db);
  await t.db.transaction((tx) =>
    moveContentStatus(tx, 'moment', heldMoment.id, [ContentStatus.published], ContentStatus.pending),
  );
  const spamArticle = await createArticle(
    testActor(spammer),
    articleCreateSchema.parse({ title: `SPAM article ${run}`, content: '<p>Buy</p>', tags: [`tag${run}`] }),
    t.db,
  );
  const onMoment = { kind: 'moment', id: onAlice.id } as const;
  const spamTop = await commentAs(t.db, spammer, onMoment);
  const bobsTop = await commentAs(t.db, bob, onMoment);
  const spamReply = await commentAs(t.db, spammer, onMoment, bobsTop.id);
  const bobReplies = await commentAs(t.db, bob, onMoment, spamTop.id);
  const spamOnArticle = await commentAs(t.db, spammer, { kind: 'article', id: article.id });
  const bobOnSpam = await commentAs(t.db, bob, { kind: 'moment', id: spamMoment.id });
  await toggleLike(bob.id, 'moment', spamMoment.id, t.db);
  await toggleLike(bob.id, 'comment', spamTop.id, t.db);
  const started = await startConversation(
    testActor(spammer),
    { memberIds: [alice.id, bob.id], ...say(`SPAM hello ${run}`) },
    t.db,
  );
  await sendMessage(
    testActor(alice),
    { conversationId: started.conversationId, ...say('Who are you?') },
    t.db,
  );
  const bobs = await startConversation(testActor(bob), { memberIds: [spammer.id], ...say('Hi there') }, t.db);
  await sendMessage(
    testActor(spammer),
    { conversationId: bobs.conversationId, ...say(`SPAM reply ${run}`) },
    t.db,
  );
  await openSession(t.db, spammer.id);
  return {
    spammer,
    onAlice,
    article,
    spamMoment,
    heldMoment,
    spamArticle,
    comments: { spamTop, bobsTop, spamReply, bobReplies, spamOnArticle, bobOnSpam },
    started: started.conversationId,
    bobs: bobs.conversationId,
  };
}

const statusOf = (table: typeof moments | typeof articles | typeof comments, id: number) =>
  contentStatusOf(t.db, table, id);

const searchable = async (kind: number, entityId: number) =>
  (
    await t.db
      .select({ id: searchDocuments.id })
      .from(searchDocuments)
      .where(and(eq(searchDocuments.kind, kind), eq(searchDocuments.entityId, entityId)))
  ).length > 0;

beforeAll(async () => {
  const [node] = await t.db.insert(nodes).values({ name: 'General' }).$returningId();
  nodeId = node!.id;
  moderator = await insertTestUser(t.db, { nickname: 'Moderator', role: 'moderator' });
  admin = await insertTestUser(t.db, { nickname: 'Admin', role: 'admin' });
  alice = await insertTestUser(t.db, { nickname: 'Alice', email: 'alice@example.com', emailVerified: true });
  bob = await insertTestUser(t.db, { nickname: 'Bob', email: 'bob@example.com', emailVerified: true });
});

describe('delete spammer', () => {
  it('counts what would go and names the address and domain it could block', async () => {
    const forum = await spammerForum();
    const preview = await spammerPreview(moderator, forum.spammer.id, t.db);
    expect(preview).toEqual({
      counts: { moments: 2, articles: 1, comments: 3, messages: 2, conversations: 1 },
      ip: `198.51.100.${run}`,
      ipShared: false,
      domain: `spam-${run}.example`,
      domainShared: false,
    });
  });

  it('bans, removes everything the spammer wrote with every count exact, and writes one audit entry', async () => {
    const forum = await spammerForum();
    const spammerId = forum.spammer.id;
    await noDrift();
    expect(await searchable(0, forum.spamMoment.id)).toBe(true);
    expect(await searchable(2, spammerId)).toBe(true);

    const result = await deleteSpammer(
      moderator,
      { userId: spammerId, blockIp: true, blockDomain: false },
      '10.0.0.1',
      t.db,
    );
    expect(result.counts).toEqual({ moments: 2, articles: 1, comments: 3, messages: 2, conversations: 1 });

    const [member] = await t.db.select().from(users).where(eq(users.id, spammerId));
    expect(member!.bannedUntil!.getTime()).toBe(BAN_FOREVER.getTime());
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, spammerId))).toEqual([]);
    for (const id of [forum.spamMoment.id, forum.heldMoment.id])
      expect(await statusOf(moments, id)).toBe(ContentStatus.deleted);
    expect(await statusOf(articles, forum.spamArticle.id)).toBe(ContentStatus.deleted);
    const c = forum.comments;
    for (const id of [c.spamTop.id, c.spamReply.id, c.spamOnArticle.id])
      expect(await statusOf(comments, id)).toBe(ContentStatus.deleted);
    for (const id of [c.bobsTop.id, c.bobReplies.id, c.bobOnSpam.id])
      expect(await statusOf(comments, id)).toBe(ContentStatus.published);
    await noDrift();

    // Gone for a visitor: the moment, its search document, the member in search, the comment text.
    expect(await getMomentForViewer(forum.spamMoment.id, { user: null }, t.db)).toBeUndefined();
    expect(await searchable(0, forum.spamMoment.id)).toBe(false);
    expect(await searchable(1, forum.spamArticle.id)).toBe(false);
    expect(await searchable(2, spammerId)).toBe(false);
    const threads = await listCommentThreads('moment', forum.onAlice.id, null, undefined, t.db);
    expect(JSON.stringify(threads)).not.toContain('A comment by Spammer');
    const [onAlice] = await t.db.select().from(moments).where(eq(moments.id, forum.onAlice.id));
    expect(onAlice!.commentCount).toBe(2);

    // Conversations: the one it started is gone from both lists; bob's own loses the spam reply.
    const aliceList = await listConversations(alice.id, undefined, t.db);
    expect(aliceList.results.map((row) => row.id)).not.toContain(forum.started);
    const bobList = await listConversations(bob.id, undefined, t.db);
    expect(bobList.results.map((row) => row.id)).not.toContain(forum.started);
    const bobsOwn = bobList.results.find((row) => row.id === forum.bobs);
    expect(bobsOwn).toMatchObject({ unreadCount: 0, lastMessage: { senderId: bob.id, preview: 'Hi there' } });
    const startedRows = await t.db
      .select({ active: conversationMembers.active, unread: conversationMembers.unreadCount })
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, forum.started));
    expect(startedRows).toEqual([
      { active: false, unread: 0 },
      { active: false, unread: 0 },
      { active: false, unread: 0 },
    ]);

    const rules = await t.db
      .select()
      .from(signupRules)
      .where(eq(signupRules.note, `delete spammer: Spammer ${run}`));
    expect(rules.map((rule) => [rule.kind, rule.value, rule.action])).toEqual([
      ['ip', `198.51.100.${run}`, 'block'],
    ]);

    const audit = await t.db.select().from(moderationLogs).where(eq(moderationLogs.targetId, spammerId));
    expect(audit.map((row) => row.action)).toEqual(['user.delete_spammer']);
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({
      moments: [forum.spamMoment.id, forum.heldMoment.id],
      articles: [forum.spamArticle.id],
      comments: [c.spamTop.id, c.spamReply.id, c.spamOnArticle.id].sort((a, b) => a - b),
      conversations: [forum.started],
      counts: { moments: 2, articles: 1, comments: 3, messages: 2, conversations: 1 },
      signupRuleIds: [rules[0]!.id],
      blocked: { ip: `198.51.100.${run}`, domain: '' },
    });
    expect(
      await apiErrorOf(
        deleteSpammer(moderator, { userId: spammerId, blockIp: false, blockDomain: false }, '', t.db),
      ),
    ).toMatchObject({ status: 409 });
  });

  it('restores within 30 days: every item to its status before, counters exact, the ban and rules gone', async () => {
    const forum = await spammerForum();
    const spammerId = forum.spammer.id;
    await t.db
      .insert(signupRules)
      .values({ kind: 'ip', value: `198.51.100.${run}`, action: 'block', note: 'by hand' });
    await deleteSpammer(admin, { userId: spammerId, blockIp: true, blockDomain: true }, '10.0.0.2', t.db);
    const added = await t.db
      .select()
      .from(signupRules)
      .where(inArray(signupRules.value, [`198.51.100.${run}`, `spam-${run}.example`]));
    expect(added.map((rule) => rule.note).sort()).toEqual(['by hand', `delete spammer: Spammer ${run}`]);
    expect(await spammerRemovalState(spammerId, t.db)).toMatchObject({ counts: { moments: 2, comments: 3 } });

    await restoreSpammer(moderator, { userId: spammerId }, '10.0.0.3', t.db);
    const [member] = await t.db.select().from(users).where(eq(users.id, spammerId));
    expect(member!.bannedUntil).toBeNull();
    expect(await statusOf(moments, forum.spamMoment.id)).toBe(ContentStatus.published);
    expect(await statusOf(moments, forum.heldMoment.id)).toBe(ContentStatus.pending);
    expect(await statusOf(articles, forum.spamArticle.id)).toBe(ContentStatus.published);
    for (const comment of [forum.comments.spamTop, forum.comments.spamReply, forum.comments.spamOnArticle]) {
      expect(await statusOf(comments, comment.id)).toBe(ContentStatus.published);
    }
    await noDrift();
    expect(await searchable(0, forum.spamMoment.id)).toBe(true);
    expect(await searchable(2, spammerId)).toBe(true);
    const aliceList = await listConversations(alice.id, undefined, t.db);
    expect(aliceList.results.map((row) => row.id)).toContain(forum.started);
    const bobList = await listConversations(bob.id, undefined, t.db);
    expect(bobList.results.find((row) => row.id === forum.bobs)!.lastMessage).toMatchObject({
      senderId: spammerId,
    });
    const [bobInOwn] = await t.db
      .select()
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, forum.bobs), eq(conversationMembers.userId, bob.id)));
    expect(bobInOwn!.unreadCount).toBe(1);
    const left = await t.db
      .select()
      .from(signupRules)
      .where(inArray(signupRules.value, [`198.51.100.${run}`, `spam-${run}.example`]));
    expect(left.map((rule) => rule.note)).toEqual(['by hand']);
    const actions = await t.db.select().from(moderationLogs).where(eq(moderationLogs.targetId, spammerId));
    expect(actions.map((row) => row.action)).toEqual(['user.delete_spammer', 'user.restore_spammer']);
    expect(await spammerRemovalState(spammerId, t.db)).toBeUndefined();
    expect(await apiErrorOf(restoreSpammer(moderator, { userId: spammerId }, '', t.db))).toMatchObject({
      status: 409,
    });
  });

  it('no longer restores after 30 days', async () => {
    const forum = await spammerForum();
    await deleteSpammer(
      moderator,
      { userId: forum.spammer.id, blockIp: false, blockDomain: false },
      '',
      t.db,
    );
    const rules = await t.db
      .select()
      .from(signupRules)
      .where(eq(signupRules.note, `delete spammer: Spammer ${run}`));
    expect(rules).toEqual([]);
    const later = new Date(Date.now() + 31 * DAY);
    expect(await spammerRemovalState(forum.spammer.id, t.db, later)).toBeUndefined();
    expect(
      await apiErrorOf(restoreSpammer(moderator, { userId: forum.spammer.id }, '', t.db, later)),
    ).toMatchObject({
      status: 409,
    });
    const [removal] = await t.db
      .select()
      .from(spammerRemovals)
      .where(eq(spammerRemovals.userId, forum.spammer.id));
    expect(removal!.restoredAt).toBeNull();
    expect(await statusOf(moments, forum.spamMoment.id)).toBe(ContentStatus.deleted);
  });

  it('refuses members, staff targets and oneself', async () => {
    const forum = await spammerForum();
    const deleteAs = (actor: CurrentUser, userId: number) =>
      apiErrorOf(deleteSpammer(actor, { userId, blockIp: false, blockDomain: false }, '', t.db));
    expect(await deleteAs(alice, forum.spammer.id)).toMatchObject({ status: 403 });
    expect(await deleteAs(moderator, admin.id)).toMatchObject({ status: 403 });
    expect(await deleteAs(admin, moderator.id)).toMatchObject({ status: 403 });
    expect(await deleteAs(moderator, moderator.id)).toMatchObject({ status: 403 });
    expect(await apiErrorOf(spammerPreview(alice, forum.spammer.id, t.db))).toMatchObject({ status: 403 });
    expect(await apiErrorOf(restoreSpammer(alice, { userId: forum.spammer.id }, '', t.db))).toMatchObject({
      status: 403,
    });
    expect(await deleteAs(moderator, 999_999)).toMatchObject({ status: 404 });
    expect(await statusOf(moments, forum.spamMoment.id)).toBe(ContentStatus.published);
  });
});
