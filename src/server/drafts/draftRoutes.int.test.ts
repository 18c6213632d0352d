import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { callRoute } from '../../../tests/callRoute.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { drafts, nodes } from '../db/schema/index.ts';
import { closeDb } from '../db/client.ts';
import { markInstalled, resetInstallStateForTests } from '../install/installState.ts';
import { GET as getDraftRoute } from '../../pages/api/draft/get.ts';
import { GET as listDraftsRoute } from '../../pages/api/draft/list.ts';
import { POST as saveDraftRoute } from '../../pages/api/draft/save.ts';
import { POST as deleteDraftRoute } from '../../pages/api/draft/delete.ts';
import { POST as createMomentRoute } from '../../pages/api/moment/create.ts';
import { POST as updateMomentRoute } from '../../pages/api/moment/update.ts';
import { POST as createCommentRoute } from '../../pages/api/comment/create.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import { emptyMomentDraft } from '@/shared/moments/momentDraft.ts';

// The draft endpoints as a member calls them, and the publish endpoints that end a draft.

const t = useTestDatabase();
const rows = commentTestRows(t);
let alice: CurrentUser;
let bob: CurrentUser;

const post = (title: string) => ({ ...emptyMomentDraft(0, 0), title, html: `<p>${title}</p>` });
const saveAs = (user: CurrentUser, key: string, payload: unknown) =>
  callRoute(saveDraftRoute, user, '/api/draft/save', { key, payload });
const draftKeysOf = async (user: CurrentUser) =>
  (await t.db.select({ key: drafts.draftKey }).from(drafts).where(eq(drafts.userId, user.id))).map(
    (row) => row.key,
  );

const member = (nickname: string) => rows.currentUser({ nickname, email: `${nickname}@example.test` });

beforeAll(async () => {
  markInstalled({ database: t.settings, installedAt: new Date().toISOString() });
  await t.db.insert(nodes).values({ name: 'General', description: '' });
  alice = await member('alice');
  bob = await member('bob');
});

afterAll(async () => {
  await closeDb();
  resetInstallStateForTests();
});

describe('the draft endpoints', () => {
  it('answer a signed-out caller 401 with errorCode 1, before reading anything', async () => {
    for (const [handler, path, body] of [
      [saveDraftRoute, '/api/draft/save', { key: 'article:new', payload: {} }],
      [deleteDraftRoute, '/api/draft/delete', { key: 'article:new' }],
      [getDraftRoute, '/api/draft/get?key=article:new', undefined],
      [listDraftsRoute, '/api/draft/list', undefined],
    ] as const) {
      const answer = await callRoute(handler, null, path, body);
      expect(answer.status, path).toBe(401);
      expect(answer.body).toMatchObject({ success: false, errorCode: 1, message: 'Please sign in first' });
    }
  });

  it('save, get, list and delete the caller’s own draft only', async () => {
    expect((await saveAs(alice, 'moment:new:post', post('Alice writes'))).status).toBe(200);
    expect((await saveAs(bob, 'moment:new:post', post('Bob writes'))).status).toBe(200);
    const got = await callRoute(getDraftRoute, bob, '/api/draft/get?key=moment:new:post');
    expect(got.body.data.payload.title).toBe('Bob writes');
    const listed = await callRoute(listDraftsRoute, bob, '/api/draft/list');
    expect(listed.body.data.results.map((item: { summary: string }) => item.summary)).toEqual(['Bob writes']);
    expect(
      (await callRoute(deleteDraftRoute, bob, '/api/draft/delete', { key: 'moment:new:post' })).status,
    ).toBe(200);
    expect((await callRoute(getDraftRoute, bob, '/api/draft/get?key=moment:new:post')).body.data).toBeNull();
    expect(await draftKeysOf(alice)).toEqual(['moment:new:post']);
  });

  it('refuse a bad key or an oversized draft with a 400 and a localized message', async () => {
    const badKey = await saveAs(alice, 'user:1', post('x'));
    expect(badKey).toMatchObject({ status: 400, body: { errorCode: 2, field: 'key' } });
    expect(badKey.body.message).toBe('This is not a place a draft can be kept');
    const large = await saveAs(alice, 'moment:new:post', { ...post('x'), html: 'x'.repeat(200_001) });
    expect(large).toMatchObject({
      status: 400,
      body: { field: 'payload.html', message: 'This draft is too large to save' },
    });
    const bad = await callRoute(getDraftRoute, alice, '/api/draft/get?key=../../etc');
    expect(bad.status).toBe(400);
  });
});

describe('publishing ends the draft it came from', () => {
  it('keeps the draft when the publish fails, and removes it once the moment is published', async () => {
    await saveAs(alice, 'moment:new:post', post('Ready to go'));
    const refused = await callRoute(createMomentRoute, alice, '/api/moment/create', {
      type: 0,
      title: '',
      content: '',
    });
    expect(refused.status).toBe(400);
    expect(await draftKeysOf(alice)).toEqual(['moment:new:post']);
    const published = await callRoute(createMomentRoute, alice, '/api/moment/create', {
      type: 0,
      title: 'Ready to go',
      content: '<p>Ready to go</p>',
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(await draftKeysOf(alice)).toEqual([]);

    const momentId = published.body.data.id as number;
    await saveAs(alice, `moment:edit:${momentId}`, post('Better title'));
    await saveAs(alice, 'moment:new:tweet', { ...post(''), type: 1, text: 'Unrelated tweet' });
    const edited = await callRoute(updateMomentRoute, alice, '/api/moment/update', {
      id: momentId,
      type: 0,
      title: 'Better title',
      content: '<p>Ready to go</p>',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await draftKeysOf(alice)).toEqual(['moment:new:tweet']);
  });

  it('removes a comment box’s or reply box’s draft once that comment is posted', async () => {
    const moment = await callRoute(createMomentRoute, bob, '/api/moment/create', {
      type: 0,
      title: 'Talk to me',
      content: '<p>Hi</p>',
    });
    const momentId = moment.body.data.id as number;
    await saveAs(alice, `comment:moment:${momentId}`, { content: 'First!', images: [] });
    const comment = await callRoute(createCommentRoute, alice, '/api/comment/create', {
      entityType: 'moment',
      entityId: momentId,
      content: 'First!',
    });
    expect(comment.status, JSON.stringify(comment.body)).toBe(200);
    expect(await draftKeysOf(alice)).toEqual(['moment:new:tweet']);

    await saveAs(bob, `reply:${comment.body.data.id}`, { content: 'Thanks', images: [] });
    const reply = await callRoute(createCommentRoute, bob, '/api/comment/create', {
      entityType: 'moment',
      entityId: momentId,
      content: 'Thanks',
      parentId: comment.body.data.id,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await draftKeysOf(bob)).toEqual([]);
  });
});
