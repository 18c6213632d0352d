import type mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { createTestComment } from '../../../tests/factories/testComment.ts';
import { createPool } from '../db/client.ts';
import { messages, watches } from '../db/schema/index.ts';
import { checkIn } from '../checkin/checkIn.ts';
import { follow } from '../follows/toggleFollow.ts';
import { changeBlock } from '../blocks/changeBlock.ts';
import { toggleFavorite, toggleLike } from '../reactions/toggleReaction.ts';
import { createSession } from '../auth/session.commands.ts';
import { readStoredSession } from '../auth/session.queries.ts';
import { markAllRead, recordItemRead } from '../watching/readMarks.ts';
import { readAllMarkOf } from '../watching/readAllMark.ts';
import { readMemberViewerRound } from './memberViewerRound.ts';
import { viewerRows, type ViewerRow } from './viewerRows.ts';
import { viewerCheckinDays } from './readViewerState.ts';
import { viewerQuerySchema } from '@/shared/viewer/viewerQuerySchema.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import { WatchKind } from '@/shared/watching/watchKinds.ts';
import type { ViewerQuery } from '@/shared/viewer/viewerQuerySchema.ts';

// The one-round-trip viewer read against the two-statement one it replaces on the hot path: the same
// session, the same rows, for every part of the union, on one pooled connection reused by members.

const t = useTestDatabase();
const rows = commentTestRows(t);
let pool: mysql.Pool;

const sorted = (list: readonly ViewerRow[]) => list.map((row) => JSON.stringify(row)).sort();

async function signedIn(userId: number): Promise<string> {
  return (await createSession(userId, { ip: '203.0.113.9', userAgent: 'test' }, t.db)).token;
}

/** The round's answer and the two statements' answer for one token and query. */
async function bothWays(token: string, query: ViewerQuery) {
  const days = viewerCheckinDays(query, 'UTC');
  const round = await readMemberViewerRound(token, query, days, pool);
  const stored = await readStoredSession(token, t.db);
  expect(stored).not.toBeNull();
  const expected = await viewerRows(
    { id: stored!.user.id, readAll: readAllMarkOf(stored!.user) },
    query,
    days,
    t.db,
  );
  return { round, stored, expected };
}

const comment = (userId: number, entityId: number) => createTestComment(t.db, { userId, entityId });

beforeAll(() => {
  // One connection: every round below reuses the variables an earlier member's round set.
  pool = createPool(t.settings, { connectionLimit: 1, multipleStatements: true, trace: false });
});

afterAll(async () => {
  await pool.end();
});

describe('readMemberViewerRound', () => {
  it('reads the session and every part of the union as the two statements do', async () => {
    const author = await rows.user();
    // Quotes, a backslash, a line break and CJK survive the member's JSON.
    const reader = await rows.user({ nickname: 'Zoë "Z" \\ 读者', signature: 'one\ntwo' });
    const other = await rows.user();
    const [plain, busy] = [await rows.moment(author), await rows.moment(author)];
    const secret = await rows.moment(author, { hiddenContent: '<p>For repliers</p>' });
    const article = await rows.article(author);
    const first = await comment(author, busy);
    await comment(other, busy);
    await toggleLike(reader, 'moment', plain, t.db);
    await toggleFavorite(reader, 'article', article, t.db);
    await toggleLike(reader, 'comment', first.id, t.db);
    await follow(reader, author, t.db);
    await follow(author, reader, t.db);
    await changeBlock(reader, other, true, t.db);
    await t.db.insert(watches).values({ userId: reader, kind: WatchKind.moment, targetId: busy });
    await checkIn(
      reader,
      { timeZone: 'UTC', scoreRules: { moment: 5, comment: 2, checkin: 3, answer: 10 } },
      new Date(),
      t.db,
    );
    await t.db.insert(messages).values({ userId: reader, actorId: author, type: 'like', entityId: plain });
    await recordItemRead(
      reader,
      'moment',
      busy,
      { marked: undefined, base: undefined, latest: first.id },
      t.db,
    );
    const token = await signedIn(reader);
    const pages = [
      viewerQuerySchema.parse({
        moment: `${plain},${busy},${secret},999999`,
        article: String(article),
        comment: String(first.id),
        user: `${author},${other}`,
        checkin: '1',
        reading: `moment:${plain},moment:${busy},article:${article}`,
        watch: `moment:${busy},member:${author}`,
      }),
      viewerQuerySchema.parse({ comment: String(first.id), read: `moment:${busy}` }),
      viewerQuerySchema.parse({}),
    ];
    for (const page of pages) {
      const { round, stored, expected } = await bothWays(token, page);
      expect(round?.stored).toEqual(stored);
      expect(sorted(round!.rows)).toEqual(sorted(expected));
    }
    // The rows are not empty: the reader's like, follow, block, check-in, message and read mark are in.
    const { round } = await bothWays(token, pages[0]!);
    expect(round!.rows.length).toBeGreaterThan(8);

    // After "mark all read" the member's row carries the mark, and the round counts since it.
    await markAllRead(reader, t.db);
    await comment(other, plain);
    for (const page of pages) {
      const { round: after, stored, expected } = await bothWays(token, page);
      expect(after!.stored.user.readAllAt).toBeInstanceOf(Date);
      expect(after?.stored).toEqual(stored);
      expect(sorted(after!.rows)).toEqual(sorted(expected));
    }
  });

  it("answers each member from their own session on a connection another member's round used", async () => {
    const busyReader = await rows.user();
    const quietReader = await rows.user();
    const message = { userId: busyReader, actorId: quietReader, type: 'like' };
    await t.db.insert(messages).values([
      { ...message, entityId: 1 },
      { ...message, entityId: 2 },
    ]);
    await markAllRead(busyReader, t.db);
    const moment = await rows.moment(await rows.user());
    const query = viewerQuerySchema.parse({ reading: `moment:${moment}` });
    const busy = await readMemberViewerRound(await signedIn(busyReader), query, null, pool);
    expect(busy?.stored.user.id).toBe(busyReader);
    const quiet = await readMemberViewerRound(await signedIn(quietReader), query, null, pool);
    expect(quiet?.stored.user.id).toBe(quietReader);
    expect(quiet?.stored.user.readAllAt).toBeNull();
    const unread = (round: typeof busy) => round?.rows.find((row) => row.part === 'unread')?.count;
    expect(unread(busy)).toBe(2);
    expect(unread(quiet)).toBe(0);
  });

  it('prepares a page shape once per connection: other ids in the same shape prepare nothing', async () => {
    const reader = await rows.user();
    const token = await signedIn(reader);
    const [a, b, c] = [await rows.moment(reader), await rows.moment(reader), await rows.moment(reader)];
    await toggleLike(reader, 'moment', c, t.db);
    const prepares = async () => {
      const [status] = await pool.query("show session status like 'Com_prepare_sql'");
      return Number((status as Array<{ Value: string }>)[0]?.Value);
    };
    const page = (ids: number[]) => viewerQuerySchema.parse({ moment: ids.join(',') });
    await readMemberViewerRound(token, page([a, b]), null, pool);
    const before = await prepares();
    const { round, expected } = await bothWays(token, page([b, c]));
    expect(await prepares()).toBe(before);
    expect(sorted(round!.rows)).toEqual(sorted(expected));
    expect(round!.rows.some((row) => row.part === 'moment' && row.id === c && row.liked)).toBe(true);
    await readMemberViewerRound(token, page([a, b, c]), null, pool);
    expect(await prepares()).toBe(before + 1);
  });

  it('answers null for an unknown or malformed token, and the session as stored when it has ended', async () => {
    const query = viewerQuerySchema.parse({});
    expect(await readMemberViewerRound('a'.repeat(32), query, null, pool)).toBeNull();
    expect(await readMemberViewerRound("x' or 1=1 -- ", query, null, pool)).toBeNull();
    const member = await rows.user({ status: UserStatus.deleted });
    const round = await readMemberViewerRound(await signedIn(member), query, null, pool);
    expect(round?.stored.ended).toBe(true);
  });
});
