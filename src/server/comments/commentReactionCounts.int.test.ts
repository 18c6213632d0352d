import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { createTestComment } from '../../../tests/factories/testComment.ts';
import { setReaction } from '../reactions/setReaction.ts';
import { listCommentThreads } from './listComments.ts';
import { withCommentReactionCounts } from './commentReactionCounts.ts';
import type { ReactionEmoji } from '@/shared/reactions/reactionEmoji.ts';

const t = useTestDatabase();
const rows = commentTestRows(t);
const ENABLED: ReactionEmoji[] = ['👍', '🎉', '🔥'];
const CHOICES: Array<ReactionEmoji | ''> = ['👍', '🎉', '🔥', ''];

describe('withCommentReactionCounts', () => {
  it('gives every comment and reply on the page its exact counts per emoji', async () => {
    const author = await rows.user();
    const momentId = await rows.moment(author);
    const thread = await createTestComment(t.db, { userId: author, entityId: momentId, content: 'thread' });
    const reply = await createTestComment(t.db, {
      userId: author,
      entityId: momentId,
      parentId: thread.id,
      content: 'reply',
    });
    const quiet = await createTestComment(t.db, { userId: author, entityId: momentId, content: 'quiet' });
    const members = await rows.users(40);
    // Each member reacts to both, concurrently, then half of them change their emoji.
    await Promise.all(
      members.flatMap((member, index) => [
        setReaction(member, 'comment', thread.id, CHOICES[index % 4]!, ENABLED, t.db),
        setReaction(member, 'comment', reply.id, CHOICES[(index + 1) % 4]!, ENABLED, t.db),
      ]),
    );
    await Promise.all(
      members
        .filter((_, index) => index % 2 === 0)
        .map((member) => setReaction(member, 'comment', thread.id, '🔥', ENABLED, t.db)),
    );
    const page = await listCommentThreads('moment', momentId, null, undefined, t.db);
    const counted = await withCommentReactionCounts(page.results, ENABLED, t.db);
    const byId = new Map(counted.flatMap((one) => [one, ...one.replies]).map((one) => [one.id, one]));
    // Thread: odd members kept 🎉 (index 1 mod 4) or the plain like (3 mod 4); even members moved to 🔥.
    expect(byId.get(thread.id)?.reactions).toEqual({ '🎉': 10, '🔥': 20 });
    expect(byId.get(reply.id)?.reactions).toEqual({ '👍': 10, '🎉': 10, '🔥': 10 });
    expect(byId.get(quiet.id)?.reactions).toBeUndefined();
  });

  it('reads nothing and changes nothing without enabled emoji', async () => {
    const author = await rows.user();
    const momentId = await rows.moment(author);
    await createTestComment(t.db, { userId: author, entityId: momentId, content: 'one' });
    const page = await listCommentThreads('moment', momentId, null, undefined, t.db);
    expect(await withCommentReactionCounts(page.results, [], t.db)).toBe(page.results);
  });
});
