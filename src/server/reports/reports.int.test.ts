import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { moderationLogs, moments, nodes, rateLimitBuckets, reports, users } from '../db/schema/index.ts';
import { insertTestUser } from '../../../tests/factories/articleTestUsers.ts';
import { createMoment } from '../moments/moments.commands.ts';
import { createReport, resolveReport, REPORT_RATE_LIMIT } from './reports.commands.ts';
import { listOpenReports } from './reports.queries.ts';
import { createMomentSchema } from '@/shared/moments/momentSchemas.ts';
import { testActor } from '../../../tests/testActor.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { ReportStatus } from '@/shared/admincontent/reportSchemas.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

const t = useTestDatabase();
let author: CurrentUser;
let reporter: CurrentUser;
let moderator: CurrentUser;

beforeAll(async () => {
  author = await insertTestUser(t.db, { nickname: 'Author', email: 'a@example.com', emailVerified: true });
  reporter = await insertTestUser(t.db, {
    nickname: 'Reporter',
    email: 'r@example.com',
    emailVerified: true,
  });
  moderator = await insertTestUser(t.db, { nickname: 'Mod', role: 'moderator' });
  await t.db.insert(nodes).values({ name: 'General', sortOrder: 1 });
});
beforeEach(async () => {
  await t.db.delete(rateLimitBuckets);
});

const newMoment = () =>
  createMoment(
    testActor(author),
    createMomentSchema.parse({ type: 0, title: 'Hello', content: '<p>Body</p>' }),
    t.db,
  );
const mod = (note = 'handled') => ({ actor: moderator, reason: note, ip: '10.0.0.2' });

describe('reports', () => {
  it('allows one open report per reporter and target, and reopens a handled one', async () => {
    const moment = await newMoment();
    const report = { targetType: 'moment' as const, targetId: moment.id, reason: 'Spam' };
    const first = await createReport(reporter, report, t.db);
    await expect(createReport(reporter, report, t.db)).rejects.toMatchObject({ status: 409 });
    // Someone else may report the same moment.
    await createReport(moderator, report, t.db);
    await resolveReport(
      { id: first.id, outcome: 'dismiss', note: 'Fine', deleteContent: false },
      mod(),
      t.db,
    );
    const again = await createReport(reporter, { ...report, reason: 'Still spam' }, t.db);
    expect(again.id).toBe(first.id);
    const [row] = await t.db.select().from(reports).where(eq(reports.id, first.id));
    expect(row).toMatchObject({ status: ReportStatus.open, reason: 'Still spam', resolverId: 0 });
  });

  it('refuses reports of missing targets and of one’s own content', async () => {
    const moment = await newMoment();
    await expect(
      createReport(reporter, { targetType: 'moment', targetId: 999_999, reason: 'x' }, t.db),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      createReport(author, { targetType: 'moment', targetId: moment.id, reason: 'x' }, t.db),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      createReport(reporter, { targetType: 'user', targetId: reporter.id, reason: 'x' }, t.db),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('resolves with a note, deleting the content through the moderator path, with audit rows', async () => {
    const moment = await newMoment();
    const [before] = await t.db.select().from(users).where(eq(users.id, author.id));
    const { id } = await createReport(
      reporter,
      { targetType: 'moment', targetId: moment.id, reason: 'Abuse' },
      t.db,
    );
    const open = await listOpenReports(null, t.db);
    expect(open.results[0]).toMatchObject({
      id,
      targetType: 'moment',
      href: `/moment/${moment.id}`,
      reason: 'Abuse',
    });

    await expect(
      resolveReport(
        { id, outcome: 'resolve', note: 'x', deleteContent: true },
        { ...mod(), actor: reporter },
        t.db,
      ),
    ).rejects.toMatchObject({ status: 403 });
    await resolveReport({ id, outcome: 'resolve', note: 'Removed', deleteContent: true }, mod(), t.db);

    const [moment2] = await t.db.select().from(moments).where(eq(moments.id, moment.id));
    expect(moment2!.status).toBe(ContentStatus.deleted);
    const [after] = await t.db.select().from(users).where(eq(users.id, author.id));
    expect(after!.momentCount).toBe(before!.momentCount - 1);
    const [row] = await t.db.select().from(reports).where(eq(reports.id, id));
    expect(row).toMatchObject({
      status: ReportStatus.resolved,
      resolverId: moderator.id,
      resolution: 'Removed',
    });
    expect((await listOpenReports(null, t.db)).results.map((r) => r.id)).not.toContain(id);
    const audit = await t.db.select().from(moderationLogs).where(eq(moderationLogs.actorId, moderator.id));
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['moment.delete', 'report.resolve']),
    );
    // Closing twice is refused.
    await expect(
      resolveReport({ id, outcome: 'dismiss', note: '', deleteContent: false }, mod(), t.db),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('is rate limited per reporter', async () => {
    const ids: number[] = [];
    for (let i = 0; i < REPORT_RATE_LIMIT.limit + 1; i++) ids.push((await newMoment()).id);
    await t.db.delete(rateLimitBuckets);
    for (const momentId of ids.slice(0, REPORT_RATE_LIMIT.limit)) {
      await createReport(reporter, { targetType: 'moment', targetId: momentId, reason: 'r' }, t.db);
    }
    await expect(
      createReport(reporter, { targetType: 'moment', targetId: ids.at(-1)!, reason: 'r' }, t.db),
    ).rejects.toMatchObject({ status: 429 });
  });
});
