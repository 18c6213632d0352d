import type { Database } from '@/server/db/client.ts';
import { eq } from 'drizzle-orm';
import { nodes, pollOptions, polls, tags } from '@/server/db/schema/index.ts';
import { insertTestUser } from './articleTestUsers.ts';
import { createArticle } from '@/server/articles/articles.commands.ts';
import { createComment } from '@/server/comments/createComment.ts';
import { deleteComment } from '@/server/comments/deleteComment.ts';
import { toggleFollow } from '@/server/follows/toggleFollow.ts';
import { createMoment, deleteMoment } from '@/server/moments/moments.commands.ts';
import { toggleFavorite, toggleLike } from '@/server/reactions/toggleReaction.ts';
import { awardScore } from '@/server/scores/awardScore.ts';
import { votePoll } from '@/server/polls/polls.commands.ts';
import { articleCreateSchema } from '@/shared/articles/articleSchemas.ts';
import { createMomentSchema } from '@/shared/moments/momentSchemas.ts';
import { testActor } from '../testActor.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

/** The rows every counter of the repair tests is about, created through the services. */
export interface RepairTestForum {
  alice: CurrentUser;
  bob: CurrentUser;
  carol: CurrentUser;
  nodeId: number;
  tagId: number;
  momentId: number;
  articleId: number;
  commentId: number;
  pollId: number;
  /** The option bob and carol both chose. */
  optionId: number;
}

export function commentAs(
  db: Database,
  user: CurrentUser,
  on: { kind: 'moment' | 'article'; id: number },
  parentId = 0,
) {
  return createComment(
    {
      userId: user.id,
      entityType: on.kind,
      entityId: on.id,
      parentId,
      replyToId: 0,
      content: `A comment by ${user.nickname}`,
      images: [],
      ipLocation: '',
    },
    user.id,
    db,
  );
}

/**
 * A small forum: alice posts a moment (and a second one she deletes) in a node with a tag and an
 * article with the same tag; bob and carol comment (one comment deleted), reply, like, favorite,
 * follow alice, and alice gets a score award beside the comment awards. The moment has a poll
 * bob and carol voted in.
 */
export async function seedRepairForum(db: Database, run: string): Promise<RepairTestForum> {
  const member = (name: string) =>
    insertTestUser(db, {
      nickname: `${name} ${run}`,
      email: `${name}-${run}@example.com`,
      emailVerified: true,
    });
  const [alice, bob, carol] = [await member('alice'), await member('bob'), await member('carol')];
  const [node] = await db
    .insert(nodes)
    .values({ name: `Repair ${run}` })
    .$returningId();
  const nodeId = node!.id;
  const tag = `repair${run}`;
  const post = (title: string) =>
    createMomentSchema.parse({ type: 0, title, content: `<p>${title}</p>`, nodeId, tags: [tag] });
  const moment = await createMoment(
    testActor(alice),
    {
      ...post('Counted'),
      poll: {
        options: ['Yes', 'No'],
        multiple: false,
        resultsVisibility: 'voted',
        publicVotes: false,
        closesAt: null,
      },
    },
    db,
  );
  const [poll] = await db.select({ id: polls.id }).from(polls).where(eq(polls.entityId, moment.id));
  const [option] = await db
    .select({ id: pollOptions.id })
    .from(pollOptions)
    .where(eq(pollOptions.pollId, poll!.id))
    .orderBy(pollOptions.position)
    .limit(1);
  const gone = await createMoment(testActor(alice), post('Deleted'), db);
  await deleteMoment(testActor(alice), gone.id, db);
  const article = await createArticle(
    testActor(alice),
    articleCreateSchema.parse({ title: 'Counted', content: '<p>Body</p>', tags: [tag] }),
    db,
  );
  const onMoment = { kind: 'moment', id: moment.id } as const;
  const comment = await commentAs(db, bob, onMoment);
  await commentAs(db, carol, onMoment, comment.id);
  const deleted = await commentAs(db, bob, onMoment);
  await deleteComment({ member: bob }, deleted.id, db);
  await commentAs(db, bob, { kind: 'article', id: article.id });
  await toggleLike(bob.id, 'moment', moment.id, db);
  await toggleLike(carol.id, 'comment', comment.id, db);
  await toggleLike(carol.id, 'article', article.id, db);
  await toggleFavorite(bob.id, 'moment', moment.id, db);
  await toggleFavorite(carol.id, 'article', article.id, db);
  await toggleFollow(bob.id, alice.id, db);
  await toggleFollow(carol.id, alice.id, db);
  await awardScore(alice.id, 'test', 1, 7, 'repair test', db);
  await votePoll(bob.id, poll!.id, [option!.id], db);
  await votePoll(carol.id, poll!.id, [option!.id], db);
  const [tagRow] = await db.select({ id: tags.id }).from(tags).where(eq(tags.name, tag));
  return {
    alice,
    bob,
    carol,
    nodeId,
    tagId: tagRow!.id,
    momentId: moment.id,
    articleId: article.id,
    commentId: comment.id,
    pollId: poll!.id,
    optionId: option!.id,
  };
}
