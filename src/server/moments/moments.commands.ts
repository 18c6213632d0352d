import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { recordEvent } from '../outbox/recordEvent.ts';
import { addWatch } from '../watching/setWatch.ts';
import { deliverNow } from '../outbox/outboxDelivery.ts';
import { moments, momentTags, type MomentRow } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { ApiError } from '../http/ApiError.ts';
import { assertModuleEnabled } from '../posting/postingRules.ts';
import { passPostingGate } from '../posting/postingGate.ts';
import type { Actor } from '../actor/actor.ts';
import { adjustTagCounts, findOrCreateTags, lockTags } from '../taxonomy/tags.commands.ts';
import { momentBody, type MomentBody } from './momentBody.ts';
import { linkMentions } from '../mentions/linkMentions.ts';
import { announceMentionNotices, NO_MENTION_NOTICES, notifyMentions } from '../mentions/notifyMentions.ts';
import { momentVersion } from './momentRevisions.ts';
import { keepPreviousVersion } from '../revisions/keepPreviousVersion.ts';
import { resolveMomentNode } from './momentNode.ts';
import { initialMomentStatus } from './initialMomentStatus.ts';
import { adjustMomentCounts, isCounted, moveNodeCount } from './momentCounters.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { fitColumn } from '../db/fitColumn.ts';
import { syncMomentDocument } from '../search/searchIndexSync.ts';
import { authorLinksFollowed } from '../content/authorLinksFollowed.ts';
import { contentCounts } from '../content/contentCounts.ts';
import { ownItemPostedAt } from '../posting/ownItemPostedAt.ts';
import { keepCheckOutcome } from '../posting/contentChecks/keepCheckOutcome.ts';
import { insertPoll, replacePoll } from '../polls/createPoll.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { ContentStatus, MomentType } from '@/shared/content/contentStatus.ts';
import { momentPath } from '@/shared/moments/momentCard.ts';
import type { MomentData, MomentSaved, MomentUpdateData } from '@/shared/moments/momentSchemas.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import { m } from '@/paraglide/messages.js';

/** A new moment, with the slider puzzle's pass when the site asks for one. */
export type NewMoment = MomentData & { captchaToken?: string | undefined };

function assertModulesFor(type: number, config: SiteConfig): void {
  assertModuleEnabled(config, 'moment');
  if (type === MomentType.tweet) assertModuleEnabled(config, 'tweet');
}

const notFound = () => new ApiError(404, m.moments_not_found(), ErrorCode.notFound);

type LockedMoment = MomentRow & { tagIds: number[] };

/** The moment's row, locked for this transaction, with its tags; undefined when missing or deleted. */
async function lockMoment(tx: Transaction, id: number): Promise<LockedMoment | undefined> {
  const [row] = await tx.select().from(moments).where(eq(moments.id, id)).for('update');
  if (!row || row.status === ContentStatus.deleted) return undefined;
  const links = await tx
    .select({ tagId: momentTags.tagId })
    .from(momentTags)
    .where(eq(momentTags.momentId, id));
  return { ...row, tagIds: links.map((link) => link.tagId) };
}

/**
 * What create and edit both check first: the modules, the body and node, then the posting gate with
 * what the body holds (the trust level's limits, decision 057).
 */
async function checkMoment(
  actor: Actor,
  input: MomentData,
  attempt: {
    isNew: boolean;
    captchaToken?: string | undefined;
    postedAt?: Date | undefined;
    itemId?: number;
  },
  db: Database,
) {
  assertModulesFor(input.type, actor.config);
  const followLinks = authorLinksFollowed(actor.member, actor.config);
  const linked = await momentBodyWithMentions(momentBody(input, actor.config, followLinks), actor.config, db);
  const { body, mentioned } = linked;
  const nodeId = await resolveMomentNode(input.nodeId, actor.config, db);
  const text = `${body.title}\n${body.contentText}`;
  const counts = contentCounts({
    html: [body.content, body.hiddenContent ?? ''],
    attachedImages: input.images.length,
    mentioned: mentioned.length,
  });
  const { member, holds } = await passPostingGate(actor, { kind: 'moment', text, counts, ...attempt }, db);
  return { body, mentioned, nodeId, member, holds, text };
}

/** The body with its mentions linked (linkMentions): the stored content and its text follow. */
async function momentBodyWithMentions(body: MomentBody, config: SiteConfig, db: Database) {
  const linked = await linkMentions(
    { html: body.content, text: body.contentText, excerpt: body.excerpt },
    config.mentions.maxPerItem,
    db,
  );
  const { html, text, excerpt } = linked.content;
  return { body: { ...body, content: html, contentText: text, excerpt }, mentioned: linked.mentioned };
}

/** The mention notices of a published moment, in its transaction (decision 037). */
function notifyMomentMentions(
  tx: Transaction,
  momentId: number,
  authorId: number,
  body: MomentBody,
  mentioned: number[],
) {
  return notifyMentions(tx, {
    kind: 'moment',
    id: momentId,
    authorId,
    mentioned,
    target: { kind: 'moment', id: momentId },
    quote: body.title || body.contentText,
  });
}

/** Creates a post or a tweet; its node, tag and author counts change in the same transaction. */
export async function createMoment(
  actor: Actor,
  input: NewMoment,
  db: Database = getDb(),
): Promise<MomentSaved> {
  const { captchaToken, ...fields } = input;
  const { body, mentioned, nodeId, member, holds, text } = await checkMoment(
    actor,
    fields,
    { isNew: true, captchaToken },
    db,
  );
  const status = initialMomentStatus(holds.length > 0);
  // Concurrent first uses of one new tag can deadlock on its unique key; finding or creating is idempotent.
  const tagIds = await withDeadlockRetry(() => findOrCreateTags(db, input.tags));

  const created = await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(moments)
        .values({
          userId: member.id,
          nodeId,
          type: input.type,
          ...body,
          hiddenContent: body.hiddenContent ?? '',
          ip: fitColumn(actor.ip, moments.ip),
          ipLocation: fitColumn(actor.location, moments.ipLocation),
          status,
        })
        .$returningId();
      const momentId = inserted!.id;
      if (tagIds.length > 0) {
        await tx.insert(momentTags).values(tagIds.map((tagId) => ({ momentId, tagId })));
      }
      if (input.poll) await insertPoll(tx, 'moment', momentId, input.poll);
      if (isCounted(status)) await adjustMomentCounts(tx, { userId: member.id, nodeId, tagIds }, 1);
      const checked = { kind: 'moment' as const, id: momentId, authorId: member.id, text };
      await keepCheckOutcome(tx, actor.config, checked, holds);
      await syncMomentDocument(tx, momentId);
      await addWatch(tx, member.id, 'moment', momentId);
      // Pending moments are announced, and their mentions notified, when they are approved (issue 7).
      const published = status === ContentStatus.published;
      const events = published
        ? [await recordEvent(tx, { type: 'moment.created', momentId, userId: member.id })]
        : [];
      const notices = published
        ? await notifyMomentMentions(tx, momentId, member.id, body, mentioned)
        : NO_MENTION_NOTICES;
      return { momentId, events, notices };
    }),
  );
  await deliverNow(created.events, db);
  await announceMentionNotices(created.notices, db);
  const id = created.momentId;
  return { id, url: momentPath(id), status };
}

/**
 * The author edits a post or a tweet (also while it is pending); counts follow node and tag changes,
 * and the replaced version is kept as a revision past the grace period (decision 034).
 */
export async function updateMoment(
  actor: Actor,
  input: MomentUpdateData,
  db: Database = getDb(),
): Promise<MomentSaved> {
  const postedAt = await ownItemPostedAt(moments, actor, input.id, db);
  const { body, mentioned, nodeId, member, holds, text } = await checkMoment(
    actor,
    input,
    { isNew: false, postedAt, itemId: input.id },
    db,
  );
  // Concurrent first uses of one new tag can deadlock on its unique key; finding or creating is idempotent.
  const tagIds = await withDeadlockRetry(() => findOrCreateTags(db, input.tags));

  const saved = await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const current = await lockMoment(tx, input.id);
      if (!current) throw notFound();
      if (current.userId !== member.id) {
        throw new ApiError(403, m.moments_edit_forbidden(), ErrorCode.forbidden);
      }
      const removed = current.tagIds.filter((tagId) => !tagIds.includes(tagId));
      const added = tagIds.filter((tagId) => !current.tagIds.includes(tagId));
      const { hiddenContent, ...columns } = body;
      await keepPreviousVersion(
        tx,
        {
          kind: 'moment',
          id: current.id,
          authorId: current.userId,
          createdAt: current.createdAt,
          revisionCount: current.revisionCount,
        },
        {
          editorId: member.id,
          before: momentVersion(current),
          after: momentVersion({
            ...columns,
            type: input.type,
            hiddenContent: hiddenContent ?? current.hiddenContent,
          }),
          graceMinutes: actor.config.revisions.graceMinutes,
        },
      );
      await tx
        .update(moments)
        .set({
          ...columns,
          ...(hiddenContent === undefined ? {} : { hiddenContent }),
          type: input.type,
          nodeId,
          updatedAt: sql`CURRENT_TIMESTAMP(3)`,
        })
        .where(eq(moments.id, current.id));
      if (removed.length > 0) {
        await tx
          .delete(momentTags)
          .where(and(eq(momentTags.momentId, current.id), inArray(momentTags.tagId, removed)));
      }
      if (added.length > 0) {
        await tx.insert(momentTags).values(added.map((tagId) => ({ momentId: current.id, tagId })));
      }
      await replacePoll(tx, 'moment', current.id, input.poll);
      if (isCounted(current.status)) {
        await lockTags(tx, [...removed, ...added]);
        await adjustTagCounts(tx, removed, 'moment', -1);
        await adjustTagCounts(tx, added, 'moment', 1);
        await moveNodeCount(tx, current.nodeId, nodeId);
      }
      // An edit that adds a forbidden word (or fails a content check) takes a published moment back to review.
      const heldNow = holds.length > 0 && current.status === ContentStatus.published;
      if (heldNow) {
        await tx.update(moments).set({ status: ContentStatus.pending }).where(eq(moments.id, current.id));
        await adjustMomentCounts(tx, { userId: current.userId, nodeId, tagIds }, -1);
      }
      const checked = { kind: 'moment' as const, id: current.id, authorId: current.userId, text };
      await keepCheckOutcome(tx, actor.config, checked, holds);
      await syncMomentDocument(tx, current.id);
      const status = heldNow ? ContentStatus.pending : current.status;
      // Members the edit newly mentions hear of it; those mentioned before were told already.
      const notices =
        status === ContentStatus.published
          ? await notifyMomentMentions(tx, current.id, current.userId, body, mentioned)
          : NO_MENTION_NOTICES;
      const edited = { type: 'content.edited', kind: 'moment', id: current.id, actorId: member.id } as const;
      return { status, notices, event: await recordEvent(tx, { ...edited, at: Date.now() }) };
    }),
  );
  await deliverNow([saved.event], db);
  await announceMentionNotices(saved.notices, db);
  return { id: input.id, url: momentPath(input.id), status: saved.status };
}

/**
 * Soft delete by the author; the moment leaves its node, tag and author counts. Staff delete
 * through /api/moderation/moment/delete, which asks for a reason and writes the audit log.
 */
export async function deleteMoment(actor: Actor, id: number, db: Database = getDb()): Promise<void> {
  assertModuleEnabled(actor.config, 'moment');
  const { member } = actor;
  if (!member) throw new ApiError(401, m.error_sign_in_first(), ErrorCode.notSignedIn);
  const event = await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const current = await lockMoment(tx, id);
      if (!current) throw notFound();
      if (current.userId !== member.id) {
        throw new ApiError(403, m.moments_delete_forbidden(), ErrorCode.forbidden);
      }
      await tx
        .update(moments)
        .set({ status: ContentStatus.deleted, updatedAt: sql`CURRENT_TIMESTAMP(3)` })
        .where(eq(moments.id, id));
      if (isCounted(current.status)) await adjustMomentCounts(tx, current, -1);
      await syncMomentDocument(tx, id);
      const deleted = { type: 'content.deleted', kind: 'moment', id, actorId: member.id } as const;
      return recordEvent(tx, { ...deleted, at: Date.now() });
    }),
  );
  await deliverNow([event], db);
}
