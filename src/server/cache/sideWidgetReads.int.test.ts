import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { checkins, nodes, users } from '../db/schema/index.ts';
import { markInstalled, resetInstallStateForTests } from '../install/installState.ts';
import { runWithReadScope } from '../db/readScope.ts';
import { checkIn } from '../checkin/checkIn.ts';
import { listDayCheckins } from '../checkin/checkinRanking.queries.ts';
import { closeDb, getDb } from '../db/client.ts';
import { listActiveNodes, nodeRefsByIds } from '../taxonomy/nodes.queries.ts';
import { nodeCollection } from '../admintaxonomy/nodeCollection.ts';
import { saveCollectionRow, setCollectionRowStatus } from '../admincollection/adminCollection.commands.ts';

// The side widgets' shared reads (sharedRead) against the forum's own database (getDb()).

const test = useTestDatabase();
const actor = { actorId: 1, ip: '198.51.100.7' };
const rules = { timeZone: 'UTC', scoreRules: { moment: 5, comment: 2, checkin: 0, answer: 10 } };

beforeAll(async () => {
  markInstalled({ database: test.settings, installedAt: new Date().toISOString() });
  await test.db.insert(users).values({ id: 1, nickname: 'Admin' });
});

afterAll(async () => {
  await closeDb();
  resetInstallStateForTests();
});

const names = (list: Array<{ name: string }>) => list.map((node) => node.name);

describe('listActiveNodes without a db', () => {
  it('keeps the list for every reader, and a node command clears it at once', async () => {
    await test.db.insert(nodes).values({ name: 'Kept', sortOrder: 1 });
    expect(names(await listActiveNodes())).toEqual(['Kept']);
    // Written behind the commands' back: readers keep the list they have until it expires.
    await test.db.insert(nodes).values({ name: 'Unseen yet', sortOrder: 2 });
    expect(names(await listActiveNodes())).toEqual(['Kept']);
    expect(names(await listActiveNodes(test.db))).toEqual(['Kept', 'Unseen yet']);
    // A browser that just wrote reads fresh.
    const fresh = await runWithReadScope({ primary: true, wrote: false }, () => listActiveNodes());
    expect(names(fresh)).toEqual(['Kept', 'Unseen yet']);

    const created = await saveCollectionRow(nodeCollection, undefined, { name: 'Created' }, actor);
    expect(names(await listActiveNodes())).toEqual(['Kept', 'Unseen yet', 'Created']);
    await setCollectionRowStatus(nodeCollection, created.id, 1, actor);
    expect(names(await listActiveNodes())).toEqual(['Kept', 'Unseen yet']);
  });
});

describe('nodeRefsByIds on the forum database', () => {
  it("takes the names and question flags from every node's, kept for every reader, and a node command clears them", async () => {
    const created = await saveCollectionRow(nodeCollection, undefined, { name: 'Named' }, actor);
    expect(await nodeRefsByIds([created.id, 0, 987_654], getDb())).toEqual(
      new Map([[created.id, { name: 'Named', questions: false }]]),
    );
    await test.db.update(nodes).set({ name: 'Renamed behind its back' }).where(eq(nodes.id, created.id));
    expect(await nodeRefsByIds([created.id], getDb())).toEqual(
      new Map([[created.id, { name: 'Named', questions: false }]]),
    );
    // Another database (a script's, a test's) is asked every time.
    expect(await nodeRefsByIds([created.id], test.db)).toEqual(
      new Map([[created.id, { name: 'Renamed behind its back', questions: false }]]),
    );
    await saveCollectionRow(nodeCollection, created.id, { name: 'Renamed' }, actor);
    expect(await nodeRefsByIds([created.id], getDb())).toEqual(
      new Map([[created.id, { name: 'Renamed', questions: false }]]),
    );
  });
});

describe('listDayCheckins without a db', () => {
  it("keeps a day's ranking, and a check-in clears it at once", async () => {
    const [ann] = await test.db.insert(users).values({ nickname: 'Ann' }).$returningId();
    const [bob] = await test.db.insert(users).values({ nickname: 'Bob' }).$returningId();
    const day = '2024-07-01';
    await checkIn(ann!.id, rules, new Date(`${day}T08:00:00Z`));
    const ranked = async () => (await listDayCheckins(day, 10)).map((entry) => entry.user.nickname);
    expect(await ranked()).toEqual(['Ann']);
    await test.db.delete(checkins).where(eq(checkins.userId, ann!.id));
    // Changed behind check-in's back: still the kept ranking.
    expect(await ranked()).toEqual(['Ann']);
    await checkIn(bob!.id, rules, new Date(`${day}T09:00:00Z`));
    expect(await ranked()).toEqual(['Bob']);
    // Other days and sizes are kept apart.
    expect(await listDayCheckins('2024-07-02', 10)).toEqual([]);
    expect((await listDayCheckins(day, 1)).map((entry) => entry.user.nickname)).toEqual(['Bob']);
  });
});
