import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { migrationStatements, runStatements } from '../../../tests/migrationStatements.ts';
import { readMarks, users } from '../db/schema/index.ts';
import { EntityType } from '@/shared/content/entityType.ts';

const test = useTestDatabase();

/** read_marks.entity_type of the mark-all-read rows before migration 0020. */
const OLD_READ_ALL_SCOPE = 9;

/** Migration 0020's statements after its two ALTERs: the mark-all-read rows moved onto users. */
function moveStatements(): string[] {
  const statements = migrationStatements('0020_read_all_on_users.sql');
  expect(statements[0]).toMatch(/^ALTER TABLE `users` ADD `read_all_at`/);
  expect(statements[1]).toMatch(/^ALTER TABLE `users` ADD `read_all_comment_id`/);
  return statements.slice(2);
}

describe('migration 0020 (users.read_all_at, read_all_comment_id)', () => {
  it("moves each member's mark-all-read row onto their row and keeps their item marks", async () => {
    const ids = [];
    for (let index = 0; index < 2; index++) {
      const [row] = await test.db
        .insert(users)
        .values({ nickname: `R${index}` })
        .$returningId();
      ids.push(row!.id);
    }
    const [marked, never] = ids as [number, number];
    const readAt = new Date('2026-11-20T08:30:00.123Z');
    await test.db.insert(readMarks).values([
      { userId: marked, entityType: OLD_READ_ALL_SCOPE, entityId: 0, lastCommentId: 420, readAt },
      { userId: marked, entityType: EntityType.moment, entityId: 7, lastCommentId: 500 },
      { userId: never, entityType: EntityType.article, entityId: 3, lastCommentId: 12 },
    ]);
    await runStatements(test.pool, moveStatements());
    const members = await test.db
      .select({ id: users.id, readAllAt: users.readAllAt, readAllCommentId: users.readAllCommentId })
      .from(users)
      .orderBy(asc(users.id));
    expect(members).toEqual([
      { id: marked, readAllAt: readAt, readAllCommentId: 420 },
      { id: never, readAllAt: null, readAllCommentId: 0 },
    ]);
    const left = await test.db
      .select({ userId: readMarks.userId, entityType: readMarks.entityType, entityId: readMarks.entityId })
      .from(readMarks)
      .orderBy(asc(readMarks.userId));
    expect(left).toEqual([
      { userId: marked, entityType: EntityType.moment, entityId: 7 },
      { userId: never, entityType: EntityType.article, entityId: 3 },
    ]);
    expect(
      await test.db.select().from(readMarks).where(eq(readMarks.entityType, OLD_READ_ALL_SCOPE)),
    ).toEqual([]);
  });
});
