import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/testDatabase.ts';
import { lastCounterRepair } from './lastCounterRepair.queries.ts';
import { repairCountersAsAdmin } from './repairCountersAsAdmin.ts';
import { seedRepairForum, type RepairTestForum } from './repairTestForum.ts';

let t: TestDatabase;
let forum: RepairTestForum;

beforeAll(async () => {
  t = await createTestDatabase();
  forum = await seedRepairForum(t.db, 'admin');
});

afterAll(async () => {
  await t?.cleanup();
});

describe('repairCountersAsAdmin', () => {
  it('records the repair and its report in the audit log, where the admin screen reads it back', async () => {
    expect(await lastCounterRepair(t.db)).toBeUndefined();
    await t.pool.query('UPDATE tags SET moment_count = 40 WHERE id = ?', [forum.tagId]);

    const report = await repairCountersAsAdmin({ actorId: forum.carol.id, ip: '203.0.113.9' }, t.db);

    expect(report.fixed).toBe(1);
    const [rows] = await t.pool.query(
      "SELECT actor_id, target_type, ip FROM moderation_logs WHERE action = 'counters.repair'",
    );
    expect(rows).toEqual([{ actor_id: forum.carol.id, target_type: 'counters', ip: '203.0.113.9' }]);
    const last = await lastCounterRepair(t.db);
    expect(last).toMatchObject({ actorId: forum.carol.id, actorName: forum.carol.nickname, report });
    expect(last?.report.counters.find((one) => one.counter === 'tags.moment_count')?.drifts).toEqual([
      { id: forum.tagId, was: 40, now: 1 },
    ]);
  });
});
