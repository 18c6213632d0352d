import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/testDatabase.ts';
import { publish, subscribe } from './eventBus.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.cleanup();
});

describe('event bus', () => {
  it('runs every handler of the event in order, and a failing one neither throws nor stops the rest', async () => {
    const seen: string[] = [];
    subscribe('follow.added', async (event) => {
      seen.push(`first ${event.followerId}->${event.followeeId}`);
      throw new Error('handler broke');
    });
    subscribe('follow.added', async (event) => {
      seen.push(`second ${event.followeeId}`);
    });
    await expect(
      publish({ type: 'follow.added', followerId: 1, followeeId: 2 }, test.db),
    ).resolves.toBeUndefined();
    expect(seen).toEqual(['first 1->2', 'second 2']);
  });

  it('calls nothing for an event nobody listens to', async () => {
    await expect(
      publish({ type: 'article.created', articleId: 9, userId: 1 }, test.db),
    ).resolves.toBeUndefined();
  });
});
