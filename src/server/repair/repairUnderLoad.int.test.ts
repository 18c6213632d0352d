import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { insertTestUser } from '../../../tests/factories/articleTestUsers.ts';
import { toggleFollow } from '../follows/toggleFollow.ts';
import { toggleFavorite, toggleLike } from '../reactions/toggleReaction.ts';
import { COUNTER_DEFINITIONS } from './counterDefinitions.ts';
import { countDrifts } from './countDrifts.ts';
import { repairCounters } from './repairCounters.ts';
import {
  commentAs,
  seedRepairForum,
  type RepairTestForum,
} from '../../../tests/factories/repairTestForum.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

// The repair is safe while the forum runs: members like, comment, reply, favorite and follow the
// very rows it is fixing, and when both are done every counter equals its rows with no further run.
const MEMBERS = 40;

const t = useTestDatabase();
let forum: RepairTestForum;
let members: CurrentUser[];

/** One member's part: each write moves a counter the repair is looking at. */
async function busyMember(member: CurrentUser): Promise<void> {
  const { momentId, commentId, articleId, alice } = forum;
  await toggleLike(member.id, 'moment', momentId, t.db);
  await commentAs(t.db, member, { kind: 'moment', id: momentId });
  await toggleLike(member.id, 'comment', commentId, t.db);
  await commentAs(t.db, member, { kind: 'moment', id: momentId }, commentId);
  await toggleFavorite(member.id, 'article', articleId, t.db);
  await toggleFollow(member.id, alice.id, t.db);
  await commentAs(t.db, member, { kind: 'article', id: articleId });
  // Half of them change their mind, so counters also go down while the repair works.
  if (member.id % 2 === 0) {
    await toggleLike(member.id, 'moment', momentId, t.db);
    await toggleFollow(member.id, alice.id, t.db);
  }
}

beforeAll(async () => {
  forum = await seedRepairForum(t.db, 'load');
  members = [];
  for (let index = 0; index < MEMBERS; index++) {
    members.push(await insertTestUser(t.db, { nickname: `busy${index}`, email: `busy${index}@example.com` }));
  }
});

describe('repairCounters while members write', () => {
  it('leaves every counter exact when likes, comments and follows land during the repair', async () => {
    const { momentId, commentId, articleId, alice } = forum;
    await t.pool.query('UPDATE moments SET like_count = 90, comment_count = 0 WHERE id = ?', [momentId]);
    await t.pool.query('UPDATE comments SET like_count = 70, reply_count = 50 WHERE id = ?', [commentId]);
    await t.pool.query('UPDATE articles SET favorite_count = 0, comment_count = 33 WHERE id = ?', [
      articleId,
    ]);
    await t.pool.query('UPDATE users SET fans_count = 500, comment_count = 12 WHERE id = ?', [alice.id]);
    await t.pool.query('UPDATE users SET comment_count = 9, follow_count = 4 WHERE nickname LIKE ?', [
      'busy%',
    ]);

    let writing = true;
    const writers = Promise.all(members.map((member) => busyMember(member))).finally(() => {
      writing = false;
    });
    let passes = 0;
    let fixedWhileWriting = 0;
    while (writing || passes === 0) {
      const startedWhileWriting = writing;
      const report = await repairCounters(t.db, { batchRows: 3 });
      passes += 1;
      if (startedWhileWriting) fixedWhileWriting += report.fixed;
    }
    await writers;

    expect(fixedWhileWriting, 'the repair fixed rows while members were writing').toBeGreaterThan(0);
    expect(await countDrifts(t.db)).toEqual(
      Object.fromEntries(COUNTER_DEFINITIONS.map((counter) => [counter.name, 0])),
    );
    const [rows] = await t.pool.query('SELECT like_count, comment_count FROM moments WHERE id = ?', [
      momentId,
    ]);
    // The seed's like and two comments, plus a comment and a reply from each member; the likes of
    // members with an even id were taken back.
    const liked = 1 + members.filter((member) => member.id % 2 === 1).length;
    expect(rows).toEqual([{ like_count: liked, comment_count: 2 + 2 * MEMBERS }]);
  });
});
