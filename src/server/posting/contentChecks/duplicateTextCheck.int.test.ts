import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestDatabase } from '../../../../tests/useTestDatabase.ts';
import { commentTestRows } from '../../../../tests/factories/commentTestRows.ts';
import { testActor, TEST_SITE_CONFIG } from '../../../../tests/testActor.ts';
import { contentFingerprints, nodes } from '../../db/schema/index.ts';
import { postComment } from '../../comments/postComment.ts';
import { updateComment } from '../../comments/updateComment.ts';
import { createMoment } from '../../moments/moments.commands.ts';
import { listReviewQueue } from '../../admincontent/reviewQueue.queries.ts';
import { createMomentSchema } from '@/shared/moments/momentSchemas.ts';
import { createCommentSchema } from '@/shared/comments/commentSchemas.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import { TrustLevel } from '@/shared/trust/trustLevel.ts';

const t = useTestDatabase();
const rows = commentTestRows(t);
const SPAM = 'Visit my shop for the best cheap watches';

const site = (duplicateWindowHours = 24) => ({
  postReview: { ...TEST_SITE_CONFIG.postReview, duplicateWindowHours },
});

let momentId: number;
beforeAll(async () => {
  await t.db.insert(nodes).values({ name: 'General', sortOrder: 1 });
  momentId = await rows.moment(await rows.user());
});

/** The check is for new members (bots start there); factories make members. */
const newMember = async (): Promise<CurrentUser> => ({
  ...(await rows.currentUser()),
  trustLevel: TrustLevel.new,
});

const comment = (member: CurrentUser, content: string, hours = 24) =>
  postComment(
    testActor(member, site(hours)),
    createCommentSchema.parse({ entityType: 'moment', entityId: momentId, content }),
    t.db,
  );

describe('the duplicate text check', () => {
  it('holds the same text by the same member, with the earlier item', async () => {
    const member = await newMember();
    const post = (title: string, body: string) =>
      createMoment(
        testActor(member, site()),
        createMomentSchema.parse({ type: 0, title, content: `<p>${body}</p>`, tags: [] }),
        t.db,
      );
    const moment = await post('Watches', SPAM);
    expect(moment.status).toBe(ContentStatus.published);
    expect((await post('WATCHES', `<strong>${SPAM}</strong>`)).status).toBe(ContentStatus.pending);
    const first = await comment(member, SPAM);
    expect(first.pending).toBeUndefined();
    const again = await comment(member, `  ${SPAM.toUpperCase()} `);
    expect(again.pending).toBe(true);
    const queue = await listReviewQueue('comment', null, t.db);
    expect(queue.results.find((item) => item.id === again.id)?.reasons).toEqual([
      { kind: 'duplicate', detail: `comment:${first.id}` },
    ]);
    const moments = await listReviewQueue('moment', null, t.db);
    expect(moments.results.map((item) => item.reasons)).toEqual([
      [{ kind: 'duplicate', detail: `moment:${moment.id}` }],
    ]);
  });

  it('leaves short texts, other members’ texts and an edit of the same item alone', async () => {
    const member = await newMember();
    const other = await newMember();
    expect((await comment(member, 'Thanks, great post!')).pending).toBeUndefined();
    expect((await comment(member, 'Thanks, great post!')).pending).toBeUndefined();
    const mine = await comment(member, 'Something only I have written today');
    expect(mine.pending).toBeUndefined();
    expect((await comment(other, 'Something only I have written today')).pending).toBeUndefined();
    const edited = await updateComment(
      testActor(member, site()),
      { id: mine.id, content: 'something only I have   written today' },
      t.db,
    );
    expect(edited.pending).toBeUndefined();
  });

  it('leaves a member above new alone: they may post one text twice', async () => {
    const member = await rows.currentUser();
    expect(member.trustLevel).toBe(TrustLevel.member);
    expect((await comment(member, SPAM)).pending).toBeUndefined();
    expect((await comment(member, SPAM)).pending).toBeUndefined();
  });

  it('forgets texts older than the window, and holds nothing with the window at 0', async () => {
    const member = await newMember();
    const first = await comment(member, 'A text I posted yesterday morning');
    await t.db
      .update(contentFingerprints)
      .set({ createdAt: sql`CURRENT_TIMESTAMP(3) - INTERVAL 25 HOUR` })
      .where(eq(contentFingerprints.itemId, first.id));
    expect((await comment(member, 'A text I posted yesterday morning')).pending).toBeUndefined();
    // Within 24 hours of the second one now.
    expect((await comment(member, 'A text I posted yesterday morning')).pending).toBe(true);
    expect((await comment(member, 'A text I posted yesterday morning', 0)).pending).toBeUndefined();
  });
});
