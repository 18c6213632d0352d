import { beforeEach, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { explainStatement, statementOf } from '../../../tests/queryPlans.ts';
import { friendLinks } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { collectionTestCommands } from '../../../tests/factories/collectionTestCommands.ts';
import { friendLinkCollection } from './friendLinkCollection.ts';
import {
  findFriendLink,
  listAllFriendLinks,
  listVisibleFriendLinks,
  visibleFriendLinksQuery,
} from './friendLinks.queries.ts';

const test = useTestDatabase();
// The admin screen's commands (an owner with an audit row each) are the only writers of links.
const linkAdmin = collectionTestCommands(
  friendLinkCollection,
  () => ({ actorId: 1, ip: '' }),
  () => test.db,
);

beforeEach(async () => {
  await test.db.delete(friendLinks);
});

const UPLOADED_LOGO = '/uploads/2026/01/0123456789abcdef0123456789abcdef.png';
const LOGO_INVALID = 'The logo must be an image uploaded to this site (/uploads/…).';

function zodMessage(error: unknown): string {
  expect(error).toBeInstanceOf(ZodError);
  return (error as ZodError).issues[0]?.message ?? '';
}

describe('friend links', () => {
  it('lists shown links by sort order, then id, with their host', async () => {
    await test.db.insert(friendLinks).values([
      { title: 'Second', url: 'https://b.example/x', sortOrder: 2 },
      {
        title: 'First',
        url: 'https://a.example',
        sortOrder: 1,
        summary: 'A site',
        logo: UPLOADED_LOGO,
      },
      { title: 'Hidden', url: 'https://h.example', sortOrder: 0, status: 1 },
      { title: 'Also second', url: 'http://c.example:8080', sortOrder: 2 },
    ]);
    const links = await listVisibleFriendLinks(undefined, test.db);
    expect(links.map((link) => link.title)).toEqual(['First', 'Second', 'Also second']);
    expect(links[0]).toMatchObject({
      url: 'https://a.example',
      summary: 'A site',
      logo: UPLOADED_LOGO,
      host: 'a.example',
    });
    expect(links[2]?.host).toBe('c.example');
    expect((await listVisibleFriendLinks(2, test.db)).map((link) => link.title)).toEqual(['First', 'Second']);
    expect((await listAllFriendLinks(test.db)).map((link) => link.title)).toEqual([
      'Hidden',
      'First',
      'Second',
      'Also second',
    ]);
  });

  it('reads the shown links through the status and sort index', async () => {
    await test.db
      .insert(friendLinks)
      .values(
        Array.from({ length: 30 }, (_, i) => ({ title: `L${i}`, url: 'https://l.example', status: i % 2 })),
      );
    const [plan] = await explainStatement(test.pool, statementOf(visibleFriendLinksQuery(8, test.db)));
    expect(plan?.key).toBe('friend_links_status_sort_idx');
    expect(plan?.Extra ?? '').not.toContain('filesort');
  });

  it('creates a link with defaults and trimmed fields', async () => {
    const created = await linkAdmin.create({ title: '  Go  ', url: ' https://go.dev ' });
    expect(created).toMatchObject({
      title: 'Go',
      url: 'https://go.dev',
      summary: '',
      logo: '',
      sortOrder: 0,
      status: 0,
      host: 'go.dev',
    });
    expect(await findFriendLink(created.id, test.db)).toEqual(created);
  });

  it('accepts uploaded logos only: images on other sites are not loaded (decision 025)', async () => {
    const a = await linkAdmin.create({ title: 'A', url: 'http://a.example', logo: UPLOADED_LOGO });
    expect(a.logo).toBe(UPLOADED_LOGO);
    const remote = await linkAdmin
      .create({ title: 'B', url: 'https://b.example', logo: 'https://b.example/l.png' })
      .catch((caught: unknown) => caught);
    expect(zodMessage(remote)).toBe(LOGO_INVALID);
  });

  it('never hands out a stored address that no longer passes: no logo, and no link on /links', async () => {
    await test.db.insert(friendLinks).values([
      { title: 'Script', url: 'javascript:alert(1)', logo: UPLOADED_LOGO, sortOrder: 1 },
      { title: 'Remote logo', url: 'https://r.example', logo: 'https://r.example/l.png', sortOrder: 2 },
      {
        title: 'Html logo',
        url: 'https://h.example',
        logo: 'data:text/html,<script>1</script>',
        sortOrder: 3,
      },
    ]);
    const shown = await listVisibleFriendLinks(undefined, test.db);
    expect(shown.map(({ title, url, logo }) => ({ title, url, logo }))).toEqual([
      { title: 'Remote logo', url: 'https://r.example', logo: '' },
      { title: 'Html logo', url: 'https://h.example', logo: '' },
    ]);
    const all = await listAllFriendLinks(test.db);
    expect(all[0]).toMatchObject({ title: 'Script', url: '', host: '', logo: UPLOADED_LOGO });
  });

  it('refuses invalid input with a localized message', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '', url: 'https://a.example' }, 'Enter a title for the link.'],
      [{ title: 'x'.repeat(81), url: 'https://a.example' }, 'The title can be at most 80 characters.'],
      [{ title: 'A', url: 'javascript:alert(1)' }, 'Enter a full http:// or https:// address.'],
      [{ title: 'A', url: 'ftp://a.example' }, 'Enter a full http:// or https:// address.'],
      [{ title: 'A', url: 'a.example' }, 'Enter a full http:// or https:// address.'],
      [
        { title: 'A', url: `https://a.example/${'a'.repeat(500)}` },
        'The address can be at most 512 characters.',
      ],
      [
        { title: 'A', url: 'https://a.example', summary: 's'.repeat(301) },
        'The summary can be at most 300 characters.',
      ],
      [{ title: 'A', url: 'https://a.example', logo: 'data:image/png;base64,AAAA' }, LOGO_INVALID],
      [{ title: 'A', url: 'https://a.example', logo: '/uploads/../../etc/passwd' }, LOGO_INVALID],
    ];
    for (const [input, message] of cases) {
      const error = await linkAdmin.create(input).catch((caught: unknown) => caught);
      expect(zodMessage(error), JSON.stringify(input)).toBe(message);
    }
    expect(await listAllFriendLinks(test.db)).toEqual([]);
  });

  it('updates every field and hides a link', async () => {
    const created = await linkAdmin.create({ title: 'Old', url: 'https://old.example' });
    const updated = await linkAdmin.update(created.id, {
      title: 'New',
      url: 'https://new.example',
      summary: 'S',
      sortOrder: 5,
      status: 1,
    });
    expect(updated).toMatchObject({
      id: created.id,
      title: 'New',
      host: 'new.example',
      sortOrder: 5,
      status: 1,
    });
    expect(await listVisibleFriendLinks(undefined, test.db)).toEqual([]);
  });

  it('answers 404 for a missing link and deletes an existing one', async () => {
    const missing = await linkAdmin
      .update(999_999, { title: 'A', url: 'https://a.example' })
      .catch((caught: unknown) => caught);
    expect(missing).toBeInstanceOf(ApiError);
    expect((missing as ApiError).status).toBe(404);
    const created = await linkAdmin.create({ title: 'Bye', url: 'https://bye.example' });
    await linkAdmin.delete(created.id);
    expect(await findFriendLink(created.id, test.db)).toBeUndefined();
    await expect(linkAdmin.delete(created.id)).rejects.toMatchObject({ status: 404 });
  });
});
