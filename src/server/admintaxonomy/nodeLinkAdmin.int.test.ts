import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZodError } from 'zod';
import { type TestDatabase } from '../../../tests/testDatabase.ts';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { feedTestRows } from '../../../tests/factories/feedTestRows.ts';
import { friendLinks, moderationLogs, moments, nodes } from '../db/schema/index.ts';
import { cachedSideFriendLinks } from '../links/friendLinksCache.ts';
import { listAllFriendLinks } from '../links/friendLinks.queries.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { AdminActor } from './adminActor.ts';
import { listAdminNodes } from './nodeAdmin.queries.ts';
import { findActiveNode, listActiveNodes } from '../taxonomy/nodes.queries.ts';
import { nodeInputSchema } from '@/shared/admintaxonomy/nodeAdminSchemas.ts';
import { nodeCollection } from './nodeCollection.ts';
import { friendLinkCollection } from '../links/friendLinkCollection.ts';
import { collectionTestCommands } from '../../../tests/factories/collectionTestCommands.ts';

// The side bar's cache reads through getDb(); point it at this file's database.
const side = vi.hoisted(() => ({ db: undefined as TestDatabase['db'] | undefined }));
vi.mock('../links/friendLinks.queries.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../links/friendLinks.queries.ts')>();
  return { ...real, listVisibleFriendLinks: (limit?: number) => real.listVisibleFriendLinks(limit, side.db) };
});

const test = useTestDatabase();
const rows = feedTestRows(test);
let actor: AdminActor;

beforeAll(async () => {
  side.db = test.db;
  actor = { actorId: await rows.user('owner', 'owner'), ip: '198.51.100.4' };
});

beforeEach(async () => {
  for (const table of [moments, nodes, friendLinks, moderationLogs]) await test.db.delete(table);
});

const input = (name: string, extra: Record<string, unknown> = {}) => ({ name, ...extra });
const nodeAdmin = collectionTestCommands(
  nodeCollection,
  () => actor,
  () => test.db,
);
const linkAdmin = collectionTestCommands(
  friendLinkCollection,
  () => actor,
  () => test.db,
);
const names = async () => (await listAdminNodes(test.db)).map((node) => node.name);
const actions = async () =>
  (await test.db.select().from(moderationLogs).orderBy(moderationLogs.id)).map((row) => row.action);

const UPLOADED_LOGO = '/uploads/2026/01/0123456789abcdef0123456789abcdef.png';

describe('node input', () => {
  it('trims and bounds name, description and logo', () => {
    expect(nodeInputSchema.parse({ name: '  Books ', sortOrder: '' })).toEqual({
      name: 'Books',
      description: '',
      logo: '',
      questions: false,
      sortOrder: undefined,
    });
    expect(() => nodeInputSchema.parse({ name: ' ' })).toThrow(ZodError);
    expect(() => nodeInputSchema.parse({ name: 'x'.repeat(41) })).toThrow(ZodError);
    expect(() => nodeInputSchema.parse({ name: 'ok', description: 'x'.repeat(301) })).toThrow(ZodError);
    for (const logo of ['javascript:alert(1)', 'data:text/html,x', 'https://cdn.example/a.png']) {
      expect(() => nodeInputSchema.parse({ name: 'ok', logo }), logo).toThrow(ZodError);
    }
    expect(nodeInputSchema.parse({ name: 'ok', logo: ` ${UPLOADED_LOGO} ` }).logo).toBe(UPLOADED_LOGO);
  });
});

describe('nodes', () => {
  it('never hands out a stored logo that no longer passes, in the public or the admin reads', async () => {
    const stored = ['javascript:alert(1)', 'data:text/html,<script>1</script>', 'https://cdn.example/l.png'];
    await test.db
      .insert(nodes)
      .values([
        ...stored.map((logo, index) => ({ name: `Bad ${index}`, logo, sortOrder: index })),
        { name: 'Good', logo: UPLOADED_LOGO, sortOrder: 9 },
      ]);
    const logos = (list: { name: string; logo: string }[]) => list.map(({ name, logo }) => [name, logo]);
    const expected = [
      ['Bad 0', ''],
      ['Bad 1', ''],
      ['Bad 2', ''],
      ['Good', UPLOADED_LOGO],
    ];
    expect(logos(await listActiveNodes(test.db))).toEqual(expected);
    expect(logos(await listAdminNodes(test.db))).toEqual(expected);
    const [first] = await listAdminNodes(test.db);
    expect((await findActiveNode(first!.id, test.db))?.logo).toBe('');
  });

  it('creates at the end, edits, hides and shows, each with an audit row', async () => {
    const first = await nodeAdmin.create(input('First'));
    const second = await nodeAdmin.create(input('Second', { description: 'Two' }));
    expect(second.sortOrder).toBeGreaterThan(first.sortOrder);
    expect(await names()).toEqual(['First', 'Second']);
    const edited = await nodeAdmin.update(second.id, input('Deuxième', { logo: UPLOADED_LOGO }));
    expect(edited).toMatchObject({
      name: 'Deuxième',
      logo: UPLOADED_LOGO,
      sortOrder: second.sortOrder,
    });
    await nodeAdmin.setStatus(first.id, 1);
    expect((await listAdminNodes(test.db))[0]?.status).toBe(1);
    await nodeAdmin.setStatus(first.id, 0);
    expect(await actions()).toEqual(['node.create', 'node.create', 'node.update', 'node.hide', 'node.show']);
    const [log] = await test.db.select().from(moderationLogs).where(eq(moderationLogs.action, 'node.update'));
    expect(log).toMatchObject({
      actorId: actor.actorId,
      targetType: 'node',
      targetId: second.id,
      ip: '198.51.100.4',
    });
  });

  it('moves a node up and down, renumbering the list; the ends do nothing', async () => {
    // Equal sort numbers: the order falls back to the id, and a move still works.
    const a = await rows.node('A', { sortOrder: 5 });
    const b = await rows.node('B', { sortOrder: 5 });
    const c = await rows.node('C', { sortOrder: 5 });
    await nodeAdmin.move(c, 'up');
    expect(await names()).toEqual(['A', 'C', 'B']);
    await nodeAdmin.move(a, 'down');
    expect(await names()).toEqual(['C', 'A', 'B']);
    await nodeAdmin.move(c, 'up');
    await nodeAdmin.move(b, 'down');
    expect(await names()).toEqual(['C', 'A', 'B']);
    expect((await listAdminNodes(test.db)).map((node) => node.sortOrder)).toEqual([10, 20, 30]);
    expect(await actions()).toEqual(['node.sort', 'node.sort']);
  });

  it('deletes an empty node, refuses the default node and a node with moments', async () => {
    const empty = await rows.node('Empty');
    const used = await rows.node('Used');
    const fallback = await rows.node('Default');
    const author = await rows.user('author');
    // A deleted moment still points at its node and could be restored, so it counts.
    await rows.moment({ userId: author, nodeId: used, status: ContentStatus.deleted });
    await expect(nodeAdmin.delete(fallback, fallback)).rejects.toMatchObject({ status: 409 });
    const refused = await nodeAdmin.delete(used, fallback).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 409 });
    expect((refused as Error).message).toContain('Used');
    await nodeAdmin.delete(empty, fallback);
    expect(await names()).toEqual(['Used', 'Default']);
    await expect(nodeAdmin.delete(empty, fallback)).rejects.toMatchObject({ status: 404 });
    expect(await actions()).toEqual(['node.delete']);
  });
});

describe('friend links', () => {
  const link = (title: string, sortOrder = 0) => ({
    title,
    url: `https://${title.toLowerCase()}.example`,
    sortOrder,
  });

  it('creates, edits, hides and deletes with audit rows, and the side bar sees each change at once', async () => {
    expect(await cachedSideFriendLinks(8)).toEqual([]);
    const created = await linkAdmin.create(link('One'));
    expect((await cachedSideFriendLinks(8)).map((row) => row.title)).toEqual(['One']);
    await linkAdmin.update(created.id, { ...link('Uno'), summary: 'First' });
    expect((await cachedSideFriendLinks(8)).map((row) => row.title)).toEqual(['Uno']);
    await linkAdmin.setStatus(created.id, 1);
    expect(await cachedSideFriendLinks(8)).toEqual([]);
    await linkAdmin.delete(created.id);
    expect(await listAllFriendLinks(test.db)).toEqual([]);
    await expect(linkAdmin.delete(created.id)).rejects.toMatchObject({ status: 404 });
    expect(await actions()).toEqual(['link.create', 'link.update', 'link.hide', 'link.delete']);
  });

  it('refuses an invalid link without writing an audit row', async () => {
    await expect(linkAdmin.create({ title: 'Bad', url: 'ftp://x.example' })).rejects.toThrow(ZodError);
    expect(await actions()).toEqual([]);
  });

  it('moves links and renumbers them', async () => {
    const one = await linkAdmin.create(link('One', 1));
    await linkAdmin.create(link('Two', 2));
    const three = await linkAdmin.create(link('Three', 3));
    await linkAdmin.move(three.id, 'up');
    await linkAdmin.move(one.id, 'down');
    const titles = (await listAllFriendLinks(test.db)).map((row) => [row.title, row.sortOrder]);
    expect(titles).toEqual([
      ['Three', 10],
      ['One', 20],
      ['Two', 30],
    ]);
  });
});
