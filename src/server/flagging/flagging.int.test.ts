import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import {
  articles,
  comments,
  flagHides,
  moderationLogs,
  moments,
  nodes,
  rateLimitBuckets,
  reports,
  users,
} from '../db/schema/index.ts';
import { insertTestUser } from '../../../tests/factories/articleTestUsers.ts';
import { contentStatusOf, nodeAndTagCounts } from '../../../tests/factories/moderatedContentRows.ts';
import { createMoment } from '../moments/moments.commands.ts';
import { createArticle } from '../articles/articles.commands.ts';
import { createComment } from '../comments/createComment.ts';
import { createReport, resolveReport } from '../reports/reports.commands.ts';
import { listOpenReports } from '../reports/reports.queries.ts';
import { decideReview } from '../admincontent/moderateContent.ts';
import { holdReasonsOf } from '../forbiddenWords/reviewHolds.ts';
import { getMomentForViewer } from '../moments/momentDetail.queries.ts';
import { createMomentSchema } from '@/shared/moments/momentSchemas.ts';
import { articleCreateSchema } from '@/shared/articles/articleSchemas.ts';
import { testActor } from '../../../tests/testActor.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { ReportStatus, type ReportTargetType } from '@/shared/admincontent/reportSchemas.ts';
import { TrustLevel } from '@/shared/trust/trustLevel.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

const t = useTestDatabase();
const FLAGGING = { hideThreshold: 3 };
let author: CurrentUser;
let commenter: CurrentUser;
let moderator: CurrentUser;
let regulars: CurrentUser[];
let member: CurrentUser;
let newcomer: CurrentUser;
let nodeId: number;
let serial = 0;

async function memberAt(trustLevel: number, fields: Partial<typeof users.$inferInsert> = {}) {
  serial += 1;
  const user = await insertTestUser(t.db, { nickname: `Flagger ${serial}` });
  await t.db
    .update(users)
    .set({ trustLevel, ...fields })
    .where(eq(users.id, user.id));
  return user;
}

beforeAll(async () => {
  author = await insertTestUser(t.db, { nickname: 'Author', email: 'a@example.com', emailVerified: true });
  commenter = await insertTestUser(t.db, { nickname: 'Commenter' });
  moderator = await insertTestUser(t.db, { nickname: 'Mod', role: 'moderator' });
  member = await memberAt(TrustLevel.member);
  newcomer = await memberAt(TrustLevel.new);
  const [node] = await t.db.insert(nodes).values({ name: 'General', sortOrder: 1 }).$returningId();
  nodeId = node!.id;
});
beforeEach(async () => {
  await t.db.delete(rateLimitBuckets);
  // Fresh regular members weigh 1 each: earlier tests' decisions changed the last ones' records.
  regulars = [await memberAt(2), await memberAt(2), await memberAt(2)];
  // The author starts every test as a regular member.
  await t.db
    .update(users)
    .set({ trustLevel: 2, trustLevelLocked: false, flagsUpheldAgainst: 0 })
    .where(eq(users.id, author.id));
});

const newMoment = () =>
  createMoment(
    testActor(author),
    createMomentSchema.parse({ type: 0, title: 'Hello', content: '<p>Body</p>', nodeId, tags: ['alpha'] }),
    t.db,
  );
const newArticle = () =>
  createArticle(
    testActor(author),
    articleCreateSchema.parse({ title: 'An article', content: '<p>Text</p>', tags: ['beta'] }),
    t.db,
  );
const newComment = (entityId: number, parentId = 0, by = commenter) =>
  createComment(
    {
      entityType: 'moment',
      entityId,
      parentId,
      replyToId: 0,
      content: `Comment ${(serial += 1)}`,
      images: [],
      userId: by.id,
      ipLocation: '',
    },
    by.id,
    t.db,
  );

const flag = (by: CurrentUser, targetType: ReportTargetType, targetId: number, flagging = FLAGGING) =>
  createReport(by, { targetType, targetId, reason: 'Spam' }, t.db, flagging);
const mod = (note = 'decided') => ({ actor: moderator, reason: note, ip: '10.0.0.2' });

const statusOf = (table: typeof moments | typeof articles | typeof comments, id: number) =>
  contentStatusOf(t.db, table, id);
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

async function counts(momentId: number) {
  const [moment] = await t.db.select().from(moments).where(eq(moments.id, momentId));
  return {
    authorMoments: (await userRow(author.id)).momentCount,
    commenterComments: (await userRow(commenter.id)).commentCount,
    ...(await nodeAndTagCounts(t.db, nodeId)),
    momentComments: moment!.commentCount,
  };
}
const hideAudits = (type: string, id: number) =>
  t.db
    .select()
    .from(moderationLogs)
    .where(and(eq(moderationLogs.action, `${type}.flag_hide`), eq(moderationLogs.targetId, id)));
const reportsOn = (type: string, id: number) =>
  t.db
    .select()
    .from(reports)
    .where(and(eq(reports.targetType, type), eq(reports.targetId, id)));

describe('flags that hide', () => {
  it('hides a moment once regular members’ flags reach the threshold; others only report', async () => {
    const moment = await newMoment();
    const published = await counts(moment.id);
    expect((await flag(regulars[0]!, 'moment', moment.id)).hidden).toBe(false);
    expect((await flag(regulars[1]!, 'moment', moment.id)).hidden).toBe(false);
    expect((await flag(member, 'moment', moment.id)).hidden).toBe(false);
    expect((await flag(newcomer, 'moment', moment.id)).hidden).toBe(false);
    expect(await statusOf(moments, moment.id)).toBe(ContentStatus.published);

    const third = await flag(regulars[2]!, 'moment', moment.id);
    expect(third.hidden).toBe(true);
    expect(await statusOf(moments, moment.id)).toBe(ContentStatus.pending);
    expect(await counts(moment.id)).toEqual({
      ...published,
      authorMoments: published.authorMoments - 1,
      nodeMoments: published.nodeMoments - 1,
      alphaMoments: published.alphaMoments - 1,
    });
    const [audit] = await hideAudits('moment', moment.id);
    expect(audit).toMatchObject({ actorId: regulars[2]!.id, reason: 'hidden by flags' });
    const detail = JSON.parse(audit!.detail) as { reports: { weight: number }[]; total: number };
    expect(detail.reports.map((entry) => entry.weight)).toEqual([1, 1, 1]);
    expect(detail.total).toBe(3);
    // Visitors get a 404; the author sees it under review.
    expect(await getMomentForViewer(moment.id, { user: null }, t.db)).toBeUndefined();
    expect(await getMomentForViewer(moment.id, { user: author }, t.db)).toMatchObject({ pending: true });
    // Staff see why it is pending.
    const open = await listOpenReports(null, t.db);
    const mine = open.results.filter(
      (report) => report.targetType === 'moment' && report.targetId === moment.id,
    );
    expect(mine).toHaveLength(5);
    expect(mine.every((report) => report.hiddenByFlags)).toBe(true);
    // The review queue, where the same item waits, names flags as the reason.
    expect((await holdReasonsOf('moment', [moment.id], t.db)).get(moment.id)).toEqual([
      { kind: 'flags', detail: '' },
    ]);
  });

  it('hides an article and a reply with their counts exact', async () => {
    const article = await newArticle();
    const moment = await newMoment();
    const parent = await newComment(moment.id);
    const reply = await newComment(moment.id, parent.id);
    const before = await counts(moment.id);
    for (const regular of regulars) await flag(regular, 'article', article.id);
    expect(await statusOf(articles, article.id)).toBe(ContentStatus.pending);
    for (const regular of regulars) await flag(regular, 'comment', reply.id);
    expect(await statusOf(comments, reply.id)).toBe(ContentStatus.pending);
    expect(await counts(moment.id)).toEqual({
      ...before,
      betaArticles: before.betaArticles - 1,
      commenterComments: before.commenterComments - 1,
      momentComments: before.momentComments - 1,
    });
    const [parentRow] = await t.db.select().from(comments).where(eq(comments.id, parent.id));
    expect(parentRow!.replyCount).toBe(0);

    // Dismissing publishes both again, counted as before.
    const [articleReport] = await reportsOn('article', article.id);
    await resolveReport(
      { id: articleReport!.id, outcome: 'dismiss', note: 'fine', deleteContent: false },
      mod(),
      t.db,
    );
    const [replyReport] = await reportsOn('comment', reply.id);
    await resolveReport(
      { id: replyReport!.id, outcome: 'dismiss', note: 'fine', deleteContent: false },
      mod(),
      t.db,
    );
    expect(await counts(moment.id)).toEqual(before);
    const [parentAfter] = await t.db.select().from(comments).where(eq(comments.id, parent.id));
    expect(parentAfter!.replyCount).toBe(1);
  });

  it('weighs a reporter by their record: one mostly rejected does not hide alone; staff do', async () => {
    const doubted = await memberAt(2, { flagsDisagreed: 9 });
    const moment = await newMoment();
    const one = { hideThreshold: 1 };
    expect((await flag(doubted, 'moment', moment.id, one)).hidden).toBe(false);
    expect(await statusOf(moments, moment.id)).toBe(ContentStatus.published);
    expect((await flag(regulars[0]!, 'moment', moment.id, one)).hidden).toBe(true);

    const second = await newMoment();
    expect((await flag(moderator, 'moment', second.id)).hidden).toBe(true);
    // A threshold of 0 turns hiding off, staff included.
    const third = await newMoment();
    expect((await flag(moderator, 'moment', third.id, { hideThreshold: 0 })).hidden).toBe(false);
  });

  it('uphold deletes the hidden item, lowers the author’s level and raises the flaggers’ agreement', async () => {
    const moment = await newMoment();
    for (const regular of regulars) await flag(regular, 'moment', moment.id);
    await flag(member, 'moment', moment.id);
    const hidden = await counts(moment.id);
    const agreedBefore = await Promise.all([...regulars, member].map((user) => userRow(user.id)));
    const [first] = await reportsOn('moment', moment.id);
    // Without "also delete": an item flags hid still leaves public for good.
    expect(
      await resolveReport(
        { id: first!.id, outcome: 'resolve', note: 'spam', deleteContent: false },
        mod(),
        t.db,
      ),
    ).toBe(true);
    expect(await statusOf(moments, moment.id)).toBe(ContentStatus.deleted);
    expect(await counts(moment.id)).toEqual(hidden);
    expect(await userRow(author.id)).toMatchObject({ trustLevel: 1, flagsUpheldAgainst: 1 });
    const agreedAfter = await Promise.all([...regulars, member].map((user) => userRow(user.id)));
    agreedAfter.forEach((row, index) => expect(row.flagsAgreed).toBe(agreedBefore[index]!.flagsAgreed + 1));
    const closed = await reportsOn('moment', moment.id);
    expect(closed.every((report) => report.status === ReportStatus.resolved)).toBe(true);
    expect(await t.db.select().from(flagHides).where(eq(flagHides.targetId, moment.id))).toEqual([]);
    const audit = await t.db.select().from(moderationLogs).where(eq(moderationLogs.targetId, moment.id));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['moment.flag_hide', 'moment.delete', 'moment.flags_upheld']),
    );
  });

  it('uphold leaves a locked level, a new member and staff where they are', async () => {
    await t.db.update(users).set({ trustLevelLocked: true }).where(eq(users.id, author.id));
    const moment = await newMoment();
    const report = await flag(member, 'moment', moment.id);
    await resolveReport({ id: report.id, outcome: 'resolve', note: '', deleteContent: false }, mod(), t.db);
    expect(await userRow(author.id)).toMatchObject({ trustLevel: 2, flagsUpheldAgainst: 1 });
    // Not hidden and not asked to delete: it stays published.
    expect(await statusOf(moments, moment.id)).toBe(ContentStatus.published);

    const staffLevel = (await userRow(moderator.id)).trustLevel;
    const staffComment = await newComment(moment.id, 0, moderator);
    const staffReport = await flag(member, 'comment', staffComment.id);
    await resolveReport(
      { id: staffReport.id, outcome: 'resolve', note: '', deleteContent: true },
      mod(),
      t.db,
    );
    expect(await userRow(moderator.id)).toMatchObject({ trustLevel: staffLevel, flagsUpheldAgainst: 1 });
    await t.db.update(users).set({ trustLevel: 0 }).where(eq(users.id, commenter.id));
    const newcomerComment = await newComment(moment.id);
    const newcomerReport = await flag(member, 'comment', newcomerComment.id);
    await resolveReport(
      { id: newcomerReport.id, outcome: 'resolve', note: '', deleteContent: false },
      mod(),
      t.db,
    );
    expect(await userRow(commenter.id)).toMatchObject({ trustLevel: 0, flagsUpheldAgainst: 1 });
  });

  it('dismiss publishes the hidden item again and raises the flaggers’ disagreement', async () => {
    const moment = await newMoment();
    const published = await counts(moment.id);
    for (const regular of regulars) await flag(regular, 'moment', moment.id);
    const disagreedBefore = await Promise.all(regulars.map((user) => userRow(user.id)));
    const [first] = await reportsOn('moment', moment.id);
    await resolveReport(
      { id: first!.id, outcome: 'dismiss', note: 'fine', deleteContent: false },
      mod(),
      t.db,
    );
    expect(await statusOf(moments, moment.id)).toBe(ContentStatus.published);
    expect(await counts(moment.id)).toEqual(published);
    const after = await Promise.all(regulars.map((user) => userRow(user.id)));
    after.forEach((row, index) =>
      expect(row.flagsDisagreed).toBe(disagreedBefore[index]!.flagsDisagreed + 1),
    );
    expect(await userRow(author.id)).toMatchObject({ trustLevel: 2, flagsUpheldAgainst: 0 });
    const closed = await reportsOn('moment', moment.id);
    expect(closed.every((report) => report.status === ReportStatus.dismissed)).toBe(true);
    // A second moderator's decision on a report already closed finds nothing.
    await expect(
      resolveReport({ id: first!.id, outcome: 'resolve', note: '', deleteContent: false }, mod(), t.db),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('a review decision on an item flags hid settles its reports the same way', async () => {
    const approved = await newMoment();
    const rejected = await newMoment();
    await flag(moderator, 'moment', approved.id);
    await flag(moderator, 'moment', rejected.id);
    await flag(regulars[0]!, 'moment', rejected.id);
    const regularBefore = await userRow(regulars[0]!.id);

    await decideReview('moment', approved.id, 'approve', mod('fine'), t.db);
    expect(await statusOf(moments, approved.id)).toBe(ContentStatus.published);
    expect((await reportsOn('moment', approved.id))[0]!.status).toBe(ReportStatus.dismissed);

    await decideReview('moment', rejected.id, 'reject', mod('spam'), t.db);
    expect(await statusOf(moments, rejected.id)).toBe(ContentStatus.deleted);
    const closed = await reportsOn('moment', rejected.id);
    expect(closed.every((report) => report.status === ReportStatus.resolved)).toBe(true);
    expect((await userRow(regulars[0]!.id)).flagsAgreed).toBe(regularBefore.flagsAgreed + 1);
    expect(await userRow(author.id)).toMatchObject({ trustLevel: 1, flagsUpheldAgainst: 1 });
  });

  it('two reports that reach the threshold at the same moment hide the item once', async () => {
    const two = { hideThreshold: 2 };
    for (let round = 0; round < 5; round += 1) {
      const moment = await newMoment();
      const before = await counts(moment.id);
      const [a, b] = [await memberAt(2), await memberAt(2)];
      const results = await Promise.all([
        flag(a, 'moment', moment.id, two),
        flag(b, 'moment', moment.id, two),
      ]);
      expect(results.filter((result) => result.hidden)).toHaveLength(1);
      expect(await statusOf(moments, moment.id)).toBe(ContentStatus.pending);
      expect(await hideAudits('moment', moment.id)).toHaveLength(1);
      expect((await counts(moment.id)).authorMoments).toBe(before.authorMoments - 1);
      expect((await counts(moment.id)).nodeMoments).toBe(before.nodeMoments - 1);
    }
  });
});
