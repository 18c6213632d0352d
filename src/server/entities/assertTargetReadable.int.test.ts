import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { assertTargetReadable } from './assertTargetReadable.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

const test = useTestDatabase();
let author: CurrentUser;
let other: CurrentUser;
let moderator: CurrentUser;
const ids = { published: 0, pending: 0, deleted: 0 };

const viewer = (id: number, role: CurrentUser['role'] = 'user') => ({ id, role }) as CurrentUser;

beforeAll(async () => {
  const rows = commentTestRows(test);
  author = viewer(await rows.user());
  other = viewer(await rows.user());
  moderator = viewer(await rows.user({ role: 'moderator' }), 'moderator');
  ids.published = await rows.moment(author.id);
  ids.pending = await rows.moment(author.id, { status: ContentStatus.pending });
  ids.deleted = await rows.moment(author.id, { status: ContentStatus.deleted });
});

const readable = (id: number, who: CurrentUser | null) =>
  assertTargetReadable('moment', id, who, test.db).then(
    () => true,
    (error: { status?: number }) => (error.status === 404 ? false : Promise.reject(error)),
  );

describe('assertTargetReadable', () => {
  it('lets everyone read a published target', async () => {
    expect(await readable(ids.published, null)).toBe(true);
    expect(await readable(ids.published, other)).toBe(true);
  });

  it('shows a pending target to its author and moderators only', async () => {
    expect(await readable(ids.pending, null)).toBe(false);
    expect(await readable(ids.pending, other)).toBe(false);
    expect(await readable(ids.pending, author)).toBe(true);
    expect(await readable(ids.pending, moderator)).toBe(true);
  });

  it('shows a deleted target to moderators only, and nothing for a missing one', async () => {
    expect(await readable(ids.deleted, author)).toBe(false);
    expect(await readable(ids.deleted, moderator)).toBe(true);
    expect(await readable(999_999, moderator)).toBe(false);
  });
});
