import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { feedTestRows } from '../../../tests/factories/feedTestRows.ts';
import { getMomentForViewer, type MomentViewer } from './momentDetail.queries.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { goneAuthor } from '../../../tests/factories/goneAuthor.ts';

const test = useTestDatabase();
const rows = feedTestRows(test);
let author: MomentViewer;
let replier: MomentViewer;
let other: MomentViewer;
let moderator: MomentViewer;
const visitor: MomentViewer = { user: null };

beforeAll(async () => {
  author = { user: { id: await rows.user('Author'), role: 'user' } };
  replier = { user: { id: await rows.user('Replier'), role: 'user' } };
  other = { user: { id: await rows.user('Other'), role: 'user' } };
  moderator = { user: { id: await rows.user('Mod', 'moderator'), role: 'moderator' } };
});

describe('getMomentForViewer', () => {
  it('shows hidden content to the author and to viewers who replied, a notice to everyone else', async () => {
    const id = await rows.moment({
      userId: author.user!.id,
      content: '<p>Public part</p>',
      hiddenContent: '<p>The secret</p>',
    });
    await rows.comment(replier.user!.id, id);
    // A deleted reply does not count.
    await rows.comment(other.user!.id, id, ContentStatus.deleted);

    expect((await getMomentForViewer(id, author, test.db))?.hidden).toEqual({
      state: 'shown',
      html: '<p>The secret</p>',
    });
    expect((await getMomentForViewer(id, replier, test.db))?.hidden).toEqual({
      state: 'shown',
      html: '<p>The secret</p>',
    });
    expect((await getMomentForViewer(id, other, test.db))?.hidden).toEqual({
      state: 'locked',
      signedIn: true,
    });
    expect((await getMomentForViewer(id, moderator, test.db))?.hidden).toEqual({
      state: 'locked',
      signedIn: true,
    });
    expect((await getMomentForViewer(id, visitor, test.db))?.hidden).toEqual({
      state: 'locked',
      signedIn: false,
    });

    const seenByOther = await getMomentForViewer(id, other, test.db);
    expect(seenByOther?.html).toBe('<p>Public part</p>');
    expect(JSON.stringify(seenByOther)).not.toContain('The secret');

    // Replying reveals it at once.
    await rows.comment(other.user!.id, id);
    expect((await getMomentForViewer(id, other, test.db))?.hidden.state).toBe('shown');
  });

  it('says there is no hidden content when the moment has none', async () => {
    const id = await rows.moment({ userId: author.user!.id });
    expect((await getMomentForViewer(id, visitor, test.db))?.hidden).toEqual({ state: 'none' });
  });

  it('shows a pending moment with its banner to the author and moderators, and nothing to others', async () => {
    const id = await rows.moment({ userId: author.user!.id, status: ContentStatus.pending });
    expect(await getMomentForViewer(id, author, test.db)).toMatchObject({
      id,
      pending: true,
      open: false,
      isAuthor: true,
    });
    expect(await getMomentForViewer(id, moderator, test.db)).toMatchObject({
      pending: true,
      isAuthor: false,
    });
    expect(await getMomentForViewer(id, other, test.db)).toBeUndefined();
    expect(await getMomentForViewer(id, visitor, test.db)).toBeUndefined();
  });

  it('hides deleted and missing moments from everyone, author and moderators included', async () => {
    const id = await rows.moment({ userId: author.user!.id, status: ContentStatus.deleted });
    for (const viewer of [author, moderator, other, visitor]) {
      expect(await getMomentForViewer(id, viewer, test.db)).toBeUndefined();
    }
    expect(await getMomentForViewer(987_654, author, test.db)).toBeUndefined();
  });

  it('shows a published moment to everyone, marking only its author as such (staff use the moderation menu)', async () => {
    const node = await rows.node('Detail node');
    const tag = await rows.tag('detail-tag');
    const id = await rows.moment(
      { userId: author.user!.id, nodeId: node, images: '["/a.png","/b.png","/c.png","/d.png"]' },
      [tag],
    );
    const seen = await getMomentForViewer(id, visitor, test.db);
    expect(seen).toMatchObject({
      id,
      pending: false,
      open: true,
      isAuthor: false,
      node: { id: node, name: 'Detail node' },
      tags: [{ id: tag, name: 'detail-tag' }],
      author: { id: author.user!.id, nickname: 'Author' },
      images: ['/a.png', '/b.png', '/c.png', '/d.png'],
      imageCount: 4,
    });
    expect((await getMomentForViewer(id, other, test.db))?.isAuthor).toBe(false);
    expect((await getMomentForViewer(id, author, test.db))?.isAuthor).toBe(true);
    expect((await getMomentForViewer(id, moderator, test.db))?.isAuthor).toBe(false);
  });

  it('shows its author, and an empty author when the account is gone', async () => {
    const id = await rows.moment({ userId: author.user!.id, title: 'By the author' });
    expect((await getMomentForViewer(id, visitor, test.db))?.author).toMatchObject({
      id: author.user!.id,
      nickname: 'Author',
    });
    const gone = await rows.user('Gone soon');
    const orphan = await rows.moment({ userId: gone, title: 'Left behind' });
    await test.db.delete(users).where(eq(users.id, gone));
    expect((await getMomentForViewer(orphan, visitor, test.db))?.author).toEqual(goneAuthor(gone));
  });
});
