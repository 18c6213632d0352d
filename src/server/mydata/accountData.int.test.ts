import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { apiErrorOf } from '../../../tests/apiErrorOf.ts';
import {
  insertMember,
  openSession,
  sessionIdsOf,
  memberRow,
} from '../../../tests/factories/accountTestKit.ts';
import { commentAs } from '../../../tests/factories/repairTestForum.ts';
import { testActor } from '../../../tests/testActor.ts';
import { totpCode } from '../../../tests/totpCode.ts';
import {
  accountExports,
  badgeAwards,
  comments,
  drafts,
  favorites,
  follows,
  likes,
  moments,
  nodes,
  outboxEvents,
  pollOptions,
  polls,
  uploads,
} from '../db/schema/index.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import { createMoment } from '../moments/moments.commands.ts';
import { votePoll } from '../polls/polls.commands.ts';
import { toggleFavorite, toggleLike } from '../reactions/toggleReaction.ts';
import { setReaction } from '../reactions/setReaction.ts';
import { follow } from '../follows/toggleFollow.ts';
import { awardScore } from '../scores/awardScore.ts';
import { startConversation } from '../conversations/startConversation.ts';
import { sendMessage } from '../conversations/sendMessage.ts';
import { countDrifts } from '../repair/countDrifts.ts';
import { settleOutbox } from '../outbox/outboxDelivery.ts';
import { configuredUploadStorage } from '../upload/storage/configuredUploadStorage.ts';
import { startEnrolment, confirmEnrolment } from '../twoFactor/enrolment.commands.ts';
import { toCurrentUser } from '../users/publicUser.ts';
import { requestExport, expireExport } from './accountExport.commands.ts';
import { openExportArchive } from './openExportArchive.ts';
import { cancelDeletion, pendingDeletion, scheduleDeletion } from './accountDeletion.commands.ts';
import { eraseAccount } from './eraseAccount.ts';
import { afterSignInPath } from './afterSignInPath.ts';
import { saveDeletedContentChoice } from './deletedContentChoice.ts';
import { accountDataStatus } from './accountData.queries.ts';
import { ExportStatus } from './accountDataRules.ts';
import { EXPORT_FILES, type ExportFileName } from '@/shared/mydata/exportArchiveSchemas.ts';
import { createMomentSchema } from '@/shared/moments/momentSchemas.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

// getEnv() reads DATA_DIR once: archives and uploads go to a scratch folder of this file.
const dataRoot = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/plaza-mydata-int-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  return dir;
});
afterAll(() => rmSync(dataRoot, { recursive: true, force: true }));

const t = useTestDatabase();
const PASSWORD = 'correct horse battery';
const DAY = 86_400_000;
let nodeId: number;

const member = async (values: Parameters<typeof insertMember>[1] = {}): Promise<CurrentUser> =>
  toCurrentUser(await memberRow(t.db, await insertMember(t.db, { password: PASSWORD, ...values })));
const post = (title: string) =>
  createMomentSchema.parse({ type: 0, title, content: `<p>${title}</p>`, nodeId, tags: [] });
const say = (content: string) => ({ content, images: [] as string[] });

async function noDrift(): Promise<void> {
  const drifts = await countDrifts(t.db);
  expect(Object.entries(drifts).filter(([, n]) => n !== 0)).toEqual([]);
}

/** The archive's entries by name, read back with unzip (its own check first). */
function readArchive(path: string): Map<string, Buffer> {
  expect(execFileSync('unzip', ['-t', path]).toString()).toContain('No errors detected');
  const names = execFileSync('unzip', ['-Z1', path]).toString().trim().split('\n');
  return new Map(names.map((name) => [name, execFileSync('unzip', ['-p', path, name])]));
}

beforeAll(async () => {
  const [node] = await t.db.insert(nodes).values({ name: 'General' }).$returningId();
  nodeId = node!.id;
});

describe('the data archive', () => {
  it('holds exactly the member’s data, validates, and never another member’s private messages', async () => {
    const alice = await member({ email: 'alice-export@example.com', emailVerified: true });
    const bob = await member({ email: 'bob-private@example.com' });
    const carol = await member({ email: 'carol-private@example.com' });
    const own = await createMoment(testActor(alice), post('Alice writes'), t.db);
    const bobs = await createMoment(
      testActor(bob),
      createMomentSchema.parse({ ...post('Bob writes'), poll: { options: ['Tea', 'Coffee'] } }),
      t.db,
    );
    const [bobsPoll] = await t.db.select().from(polls).where(eq(polls.entityId, bobs.id));
    const [, coffee] = await t.db
      .select()
      .from(pollOptions)
      .where(eq(pollOptions.pollId, bobsPoll!.id))
      .orderBy(asc(pollOptions.position));
    await votePoll(alice.id, bobsPoll!.id, [coffee!.id], t.db);
    await votePoll(carol.id, bobsPoll!.id, [coffee!.id], t.db);
    const comment = await commentAs(t.db, alice, { kind: 'moment', id: bobs.id });
    await commentAs(t.db, bob, { kind: 'moment', id: own.id });
    await toggleLike(alice.id, 'moment', bobs.id, t.db);
    await setReaction(alice.id, 'moment', bobs.id, '🎉', ['🎉'], t.db);
    // Staff give her a badge by hand (her moment and comment earn theirs by rule).
    await t.db.insert(badgeAwards).values({
      userId: alice.id,
      slug: 'community-helper',
      awardedAt: new Date(),
      awardedBy: carol.id,
      reason: 'Kind',
    });
    await toggleFavorite(alice.id, 'moment', bobs.id, t.db);
    await follow(alice.id, bob.id, t.db);
    await follow(carol.id, alice.id, t.db);
    await awardScore(alice.id, 'test', 1, 5, 'A gift', t.db);
    await t.db.insert(drafts).values({
      userId: alice.id,
      draftKey: 'moment:new',
      payload: JSON.stringify({ title: 'Half written' }),
      summary: 'Half written',
    });
    const uploadPath = `2026/01/${randomBytes(16).toString('hex')}.webp`;
    const uploadBytes = randomBytes(2048);
    await configuredUploadStorage().save(uploadPath, uploadBytes, 'image/webp');
    await t.db.insert(uploads).values({
      userId: alice.id,
      path: uploadPath,
      mime: 'image/webp',
      bytes: uploadBytes.length,
      width: 10,
      height: 10,
      originalName: 'cat.webp',
    });
    const talk = await startConversation(testActor(alice), { memberIds: [bob.id], ...say('Hi Bob') }, t.db);
    await sendMessage(testActor(bob), { conversationId: talk.conversationId, ...say('Hi Alice') }, t.db);
    const secret = await startConversation(
      testActor(bob),
      { memberIds: [carol.id], ...say('SECRET between bob and carol') },
      t.db,
    );

    const exportId = await requestExport(alice.id, t.db);
    await settleOutbox();
    const [row] = await t.db.select().from(accountExports).where(eq(accountExports.id, exportId));
    expect(row!.status).toBe(ExportStatus.ready);
    expect((await accountDataStatus(alice.id, t.db)).export).toMatchObject({ id: exportId, status: 'ready' });
    expect(await openExportArchive(bob.id, t.db)).toBeUndefined();
    const archive = await openExportArchive(alice.id, t.db);
    expect(archive).toBeDefined();
    await archive!.body.cancel();

    const entries = readArchive(`${dataRoot}/account-exports/${row!.file}`);
    const data = {} as Record<ExportFileName, unknown>;
    for (const name of Object.keys(EXPORT_FILES) as ExportFileName[]) {
      const text = entries.get(name);
      expect(text, name).toBeDefined();
      data[name] = EXPORT_FILES[name].parse(JSON.parse(text!.toString('utf8')));
    }
    const all = [...entries.values()].map((bytes) => bytes.toString('latin1')).join('\n');
    expect(all).not.toContain('SECRET');
    expect(all).not.toContain('bob-private@example.com');
    expect(all).not.toContain('carol-private@example.com');

    const parsed = data as {
      [N in ExportFileName]: ReturnType<(typeof EXPORT_FILES)[N]['parse']>;
    };
    expect(parsed['account.json']).toMatchObject({ id: alice.id, email: 'alice-export@example.com' });
    expect(parsed['moments.json'].map((item) => item.id)).toEqual([own.id]);
    expect(parsed['comments.json'].map((item) => item.id)).toEqual([comment.id]);
    expect(parsed['likes.json']).toMatchObject([{ entityId: bobs.id, emoji: '🎉' }]);
    // Her vote, not Carol's in the same poll.
    expect(parsed['poll-votes.json']).toMatchObject([
      { entityType: EntityType.moment, entityId: bobs.id, pollId: bobsPoll!.id, option: 'Coffee' },
    ]);
    // Earned by rule (her moment and her comment) and given by staff; who gave it is not hers.
    expect(parsed['badges.json']).toHaveLength(3);
    expect(parsed['badges.json']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ slug: 'first-post', byHand: false, reason: '' }),
        expect.objectContaining({ slug: 'first-comment', byHand: false }),
        expect.objectContaining({ slug: 'community-helper', byHand: true, reason: 'Kind' }),
      ]),
    );
    expect(parsed['favorites.json']).toMatchObject([{ entityId: bobs.id }]);
    expect(parsed['follows.json'].following.map((item) => item.userId)).toEqual([bob.id]);
    expect(parsed['follows.json'].followers.map((item) => item.userId)).toEqual([carol.id]);
    expect(parsed['scores.json']).toEqual(
      expect.arrayContaining([expect.objectContaining({ amount: 5, reason: 'A gift' })]),
    );
    expect(parsed['drafts.json']).toMatchObject([
      { draftKey: 'moment:new', payload: { title: 'Half written' } },
    ]);
    const conversations = parsed['conversations.json'];
    expect(conversations.map((item) => item.id)).toEqual([talk.conversationId]);
    expect(conversations[0]!.messages.map((item) => item.content)).toEqual(['Hi Bob', 'Hi Alice']);
    expect(conversations.some((item) => item.id === secret.conversationId)).toBe(false);
    expect(parsed['uploads.json']).toMatchObject([{ path: uploadPath, file: `uploads/${uploadPath}` }]);
    expect(entries.get(`uploads/${uploadPath}`)).toEqual(uploadBytes);
    expect(parsed['manifest.json'].files).toEqual(expect.arrayContaining(Object.keys(EXPORT_FILES)));

    // One at a time: a second request while one is prepared is refused.
    await t.db
      .update(accountExports)
      .set({ status: ExportStatus.preparing })
      .where(eq(accountExports.id, exportId));
    expect((await apiErrorOf(requestExport(alice.id, t.db))).status).toBe(409);
    await t.db
      .update(accountExports)
      .set({ status: ExportStatus.ready })
      .where(eq(accountExports.id, exportId));

    // Expiry removes the file and the download.
    const expiry = await t.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'account.export.expire'));
    expect(expiry.length).toBeGreaterThan(0);
    await expireExport({ type: 'account.export.expire', exportId, notBefore: Date.now() }, t.db);
    expect(existsSync(`${dataRoot}/account-exports/${row!.file}`)).toBe(false);
    expect(await openExportArchive(alice.id, t.db)).toBeUndefined();
    expect((await accountDataStatus(alice.id, t.db)).export?.status).toBe('expired');
  });
});

describe('deleting one’s own account', () => {
  it('needs the password, schedules 7 days ahead, signs out other sessions, and can be cancelled', async () => {
    const dora = await member();
    const current = await openSession(t.db, dora.id);
    const other = await openSession(t.db, dora.id);
    const wrong = await apiErrorOf(
      scheduleDeletion(dora.id, current, { password: 'nope', code: '' }, '::1', t.db),
    );
    expect([wrong.status, wrong.field]).toEqual([400, 'password']);
    const now = new Date();
    const when = await scheduleDeletion(dora.id, current, { password: PASSWORD, code: '' }, '::1', t.db, now);
    expect(when.getTime()).toBe(now.getTime() + 7 * DAY);
    expect(await sessionIdsOf(t.db, dora.id)).toEqual([current]);
    expect(await sessionIdsOf(t.db, dora.id)).not.toContain(other);
    expect((await pendingDeletion(dora.id, t.db))?.getTime()).toBe(when.getTime());
    expect(await afterSignInPath(dora.id, '/', t.db)).toBe('/user/account');
    const again = await apiErrorOf(
      scheduleDeletion(dora.id, current, { password: PASSWORD, code: '' }, '::1', t.db),
    );
    expect(again.status).toBe(409);
    const [event] = await t.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'account.erase'));
    expect(event).toBeDefined();

    await cancelDeletion(dora.id, t.db);
    expect(await pendingDeletion(dora.id, t.db)).toBeUndefined();
    expect(await afterSignInPath(dora.id, '/', t.db)).toBe('/');
    const erase = JSON.parse(event!.payload) as { deletionId: number; notBefore: number };
    await eraseAccount({ type: 'account.erase', ...erase }, t.db, new Date(erase.notBefore + 1000));
    expect((await memberRow(t.db, dora.id)).status).toBe(UserStatus.active);
    expect((await apiErrorOf(cancelDeletion(dora.id, t.db))).status).toBe(404);
  });

  it('asks for a second-factor code when 2FA is on', async () => {
    const eve = await member();
    const pending = await startEnrolment(eve, 'Plaza', t.db);
    const secret = decodeBase32IgnorePadding(pending.secret);
    await confirmEnrolment(eve.id, totpCode(secret), t.db);
    expect((await accountDataStatus(eve.id, t.db)).confirmWith).toBe('code');
    const byPassword = await apiErrorOf(
      scheduleDeletion(eve.id, null, { password: PASSWORD, code: '' }, '::1', t.db),
    );
    expect([byPassword.status, byPassword.field]).toEqual([400, 'code']);
    await scheduleDeletion(eve.id, null, { password: '', code: totpCode(secret, 1) }, '::1', t.db);
    expect(await pendingDeletion(eve.id, t.db)).toBeDefined();
  });

  it('asks an account without a password to set one first', async () => {
    const id = await insertMember(t.db, {});
    expect((await accountDataStatus(id, t.db)).confirmWith).toBe('set-password');
    const refused = await apiErrorOf(scheduleDeletion(id, null, { password: 'x', code: '' }, '::1', t.db));
    expect(refused.status).toBe(400);
  });

  async function erasedAfterGrace(userId: number) {
    const now = new Date();
    await scheduleDeletion(userId, null, { password: PASSWORD, code: '' }, '::1', t.db, now);
    const events = await t.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'account.erase'));
    const event = events
      .map((row) => JSON.parse(row.payload) as { deletionId: number; notBefore: number })
      .find((payload) => payload.notBefore === now.getTime() + 7 * DAY)!;
    // Before the grace period ends nothing happens.
    await eraseAccount({ type: 'account.erase', ...event }, t.db, new Date(event.notBefore - 1000));
    expect((await memberRow(t.db, userId)).status).toBe(UserStatus.active);
    await eraseAccount({ type: 'account.erase', ...event }, t.db, new Date(event.notBefore + 1000));
  }

  /** A member with content, reactions and follows on others' items: every counter they are in. */
  async function busyMember() {
    const frank = await member({ email: `frank-${randomBytes(3).toString('hex')}@example.com` });
    const gina = await member();
    const ginas = await createMoment(testActor(gina), post('Gina writes'), t.db);
    const franks = await createMoment(testActor(frank), post('Frank writes'), t.db);
    const onGina = await commentAs(t.db, frank, { kind: 'moment', id: ginas.id });
    await commentAs(t.db, gina, { kind: 'moment', id: franks.id });
    await toggleLike(frank.id, 'moment', ginas.id, t.db);
    await toggleLike(
      frank.id,
      'comment',
      (await commentAs(t.db, gina, { kind: 'moment', id: ginas.id })).id,
      t.db,
    );
    await toggleFavorite(frank.id, 'moment', ginas.id, t.db);
    await toggleLike(gina.id, 'moment', franks.id, t.db);
    await follow(frank.id, gina.id, t.db);
    await follow(gina.id, frank.id, t.db);
    await t.db
      .insert(drafts)
      .values({ userId: frank.id, draftKey: 'moment:new', payload: '{}', summary: '' });
    await openSession(t.db, frank.id);
    await noDrift();
    return { frank, gina, ginas, franks, onGina };
  }

  it('after the grace period removes the personal data and keeps the content under a former member', async () => {
    await saveDeletedContentChoice({ id: 1, ip: '::1' }, 'keep', t.db);
    const { frank, gina, ginas, franks, onGina } = await busyMember();
    await erasedAfterGrace(frank.id);
    const row = await memberRow(t.db, frank.id);
    expect(row).toMatchObject({
      status: UserStatus.deleted,
      nickname: '',
      username: null,
      email: null,
      passwordHash: null,
      avatar: '',
      signature: '',
    });
    expect(await sessionIdsOf(t.db, frank.id)).toEqual([]);
    expect(await t.db.select().from(likes).where(eq(likes.userId, frank.id))).toEqual([]);
    expect(await t.db.select().from(favorites).where(eq(favorites.userId, frank.id))).toEqual([]);
    expect(await t.db.select().from(follows).where(eq(follows.followerId, frank.id))).toEqual([]);
    expect(await t.db.select().from(follows).where(eq(follows.followeeId, frank.id))).toEqual([]);
    expect(await t.db.select().from(drafts).where(eq(drafts.userId, frank.id))).toEqual([]);
    const [kept] = await t.db.select().from(moments).where(eq(moments.id, franks.id));
    expect([kept!.status, kept!.userId]).toEqual([ContentStatus.published, frank.id]);
    const [comment] = await t.db.select().from(comments).where(eq(comments.id, onGina.id));
    expect(comment!.status).toBe(ContentStatus.published);
    const [onGinas] = await t.db.select().from(moments).where(eq(moments.id, ginas.id));
    expect([onGinas!.likeCount, onGinas!.favoriteCount]).toEqual([0, 0]);
    const ginaRow = await memberRow(t.db, gina.id);
    expect([ginaRow.fansCount, ginaRow.followCount]).toEqual([0, 0]);
    await noDrift();
    expect(await pendingDeletion(frank.id, t.db)).toBeUndefined();
  });

  it('removes the content too when the owner chose so, with every count exact after', async () => {
    await saveDeletedContentChoice({ id: 1, ip: '::1' }, 'remove', t.db);
    const { frank, ginas, franks, onGina } = await busyMember();
    const [before] = await t.db.select().from(moments).where(eq(moments.id, ginas.id));
    await erasedAfterGrace(frank.id);
    const [gone] = await t.db.select().from(moments).where(eq(moments.id, franks.id));
    expect(gone!.status).toBe(ContentStatus.deleted);
    const [comment] = await t.db.select().from(comments).where(eq(comments.id, onGina.id));
    expect(comment!.status).toBe(ContentStatus.deleted);
    const [after] = await t.db.select().from(moments).where(eq(moments.id, ginas.id));
    expect(after!.commentCount).toBe(before!.commentCount - 1);
    expect((await memberRow(t.db, frank.id)).momentCount).toBe(0);
    await noDrift();
    await saveDeletedContentChoice({ id: 1, ip: '::1' }, 'keep', t.db);
  });
});
