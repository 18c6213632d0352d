import { describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { migrationStatements, runStatements } from '../../../tests/migrationStatements.ts';
import { checkins, users } from '../db/schema/index.ts';

const test = useTestDatabase();

/** Migration 0019's statements after its ALTER: the places of the check-ins written before it. */
function backfillStatements(): string[] {
  const statements = migrationStatements('0019_checkin_day_rank.sql');
  expect(statements[0]).toMatch(/^ALTER TABLE `checkins` ADD `day_rank`/);
  return statements.slice(1);
}

describe('migration 0019 (checkins.day_rank)', () => {
  it('gives each check-in written before it its place in its day, by time and then member', async () => {
    const ids = [];
    for (let index = 0; index < 4; index++) {
      const [row] = await test.db
        .insert(users)
        .values({ nickname: `R${index}` })
        .$returningId();
      ids.push(row!.id);
    }
    const [a, b, c, d] = ids as [number, number, number, number];
    const at = (iso: string) => new Date(iso);
    await test.db.insert(checkins).values([
      { userId: c, day: '2024-03-01', streak: 1, createdAt: at('2024-03-01T09:00:00Z') },
      { userId: b, day: '2024-03-01', streak: 1, createdAt: at('2024-03-01T10:00:00Z') },
      // The same millisecond: the smaller member id comes first.
      { userId: a, day: '2024-03-01', streak: 1, createdAt: at('2024-03-01T10:00:00Z') },
      { userId: d, day: '2024-03-02', streak: 1, createdAt: at('2024-03-02T23:00:00Z') },
      { userId: a, day: '2024-03-02', streak: 2, createdAt: at('2024-03-02T08:00:00Z') },
    ]);
    await runStatements(test.pool, backfillStatements());
    const ranked = await test.db
      .select({ userId: checkins.userId, day: checkins.day, dayRank: checkins.dayRank })
      .from(checkins)
      .orderBy(asc(checkins.day), asc(checkins.dayRank));
    expect(ranked).toEqual([
      { userId: c, day: '2024-03-01', dayRank: 1 },
      { userId: a, day: '2024-03-01', dayRank: 2 },
      { userId: b, day: '2024-03-01', dayRank: 3 },
      { userId: a, day: '2024-03-02', dayRank: 1 },
      { userId: d, day: '2024-03-02', dayRank: 2 },
    ]);
  });
});
