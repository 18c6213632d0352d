import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { affectedRows } from '../db/affectedRows.ts';
import { getEnv } from '../config/env.ts';
import { getSiteConfig } from '../site/siteConfig.queries.ts';
import { getPrivateSettings, isSmtpConfigured } from '../settings/privateSettings.ts';
import { recordEvent, type RecordedEvent } from '../outbox/recordEvent.ts';
import { deliverInBackground } from '../outbox/outboxDelivery.ts';
import { noticeLocale } from '../notifications/noticeLocale.ts';
import { unsubscribeUrl } from '../notifications/unsubscribeLink.ts';
import type { DomainEvent, EventOf } from '../events/domainEvent.ts';
import type { MailMessage } from '../mail/mailMessage.ts';
import { localDay } from '@/shared/checkin/localDay.ts';
import { digestReaders, nextAwayMembers, type DigestMember } from './awayMembers.ts';
import { digestSince, isDigestDue, lastAwayDay, lastDigestDueBefore } from './digestDue.ts';
import { digestCandidates, type DigestCandidate } from './digestCandidates.ts';
import { addReadMarks, followedSources, memberTies } from './memberTies.ts';
import { pickDigestItems } from './pickDigestItems.ts';
import { composeDigestMail } from './digestMail.ts';

const DAY_MS = 86_400_000;
/** Items per member whose read marks are looked up: twice a digest's handful. */
const SHORTLIST = 16;
/** Between two batches of a run: the database serves page views in between. */
const BATCH_PAUSE_MS = 1000;

/** What one batch did: members read from the walk, digests recorded, and the batch that follows. */
export interface DigestBatchOutcome {
  read: number;
  sent: number;
  next: EventOf<'digest.batch'> | undefined;
}

async function authorNames(db: Database, picked: DigestCandidate[][]): Promise<Map<number, string>> {
  const ids = [...new Set(picked.flat().map((item) => item.authorId))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.nickname]));
}

/** Each due member's items: one set of candidate reads for the whole batch. */
async function digestsOf(db: Database, members: DigestMember[], now: Date) {
  const since = new Map(members.map((member) => [member.id, digestSince(member, now)]));
  const earliest = Math.min(...[...since.values()].map((time) => time.getTime()));
  // Whole days: batches of one run mostly ask for the same window, and each member filters by their own.
  const windowStart = new Date(Math.floor(earliest / DAY_MS) * DAY_MS);
  const ties = await memberTies(
    db,
    members.map((member) => member.id),
  );
  const candidates = await digestCandidates(db, windowStart, followedSources(ties.values()));
  // Read marks only of what each member would be shown, with room for a few they opened.
  const shortlists = members.map((member) => ({
    member,
    items: pickDigestItems(candidates, member.id, ties.get(member.id)!, since.get(member.id)!, SHORTLIST),
  }));
  await addReadMarks(
    db,
    ties,
    shortlists.flatMap(({ member, items }) => items.map((item) => ({ memberId: member.id, item }))),
  );
  return shortlists.map(({ member, items }) => ({
    member,
    items: pickDigestItems(items, member.id, ties.get(member.id)!, since.get(member.id)!),
  }));
}

/**
 * Marks the member's digest sent and records its mail in one transaction, only while the member is
 * still due: of two runs that race for a member, the second finds the mark and records nothing.
 */
async function recordDigest(db: Database, member: DigestMember, mail: MailMessage, runAt: Date) {
  const dueBefore = lastDigestDueBefore(member.digestDays, runAt);
  return db.transaction(async (tx) => {
    const marked = affectedRows(
      await tx
        .update(users)
        .set({ lastDigestAt: runAt })
        .where(
          and(eq(users.id, member.id), or(isNull(users.lastDigestAt), lte(users.lastDigestAt, dueBefore))),
        ),
    );
    return marked === 1 ? recordEvent(tx, { type: 'mail.requested', mail }) : undefined;
  });
}

/** One batch of a digest run (decision 065); the next batch is returned for the outbox to record. */
export async function runDigestBatch(
  event: EventOf<'digest.batch'>,
  db: Database,
): Promise<DigestBatchOutcome> {
  const config = await getSiteConfig(db);
  const afterDays = config.digest.afterDays;
  if (afterDays === 0 || !isSmtpConfigured((await getPrivateSettings(db)).smtp)) {
    return { read: 0, sent: 0, next: undefined };
  }
  const runAt = new Date(event.runAt);
  const page = await nextAwayMembers(
    db,
    event.cursor,
    lastAwayDay(localDay(runAt, config.timeZone), afterDays),
  );
  const due = (await digestReaders(db, page.ids, runAt)).filter((member) =>
    isDigestDue(member, runAt, afterDays),
  );
  const next: EventOf<'digest.batch'> | undefined = page.next
    ? { type: 'digest.batch', runAt: event.runAt, cursor: page.next, notBefore: Date.now() + BATCH_PAUSE_MS }
    : undefined;
  if (due.length === 0) return { read: page.ids.length, sent: 0, next };

  const digests = (await digestsOf(db, due, runAt)).filter((digest) => digest.items.length > 0);
  const names = await authorNames(
    db,
    digests.map((digest) => digest.items),
  );
  const origin = getEnv().PUBLIC_ORIGIN?.replace(/\/$/, '') ?? '';
  const mails: RecordedEvent[] = [];
  for (const { member, items } of digests) {
    const mail = composeDigestMail({
      to: member.email,
      memberName: member.nickname,
      locale: noticeLocale(member.locale, config.language),
      siteTitle: config.siteTitle || 'Plaza',
      origin,
      entries: items.map((item) => ({
        kind: item.kind,
        id: item.id,
        title: item.title,
        authorName: names.get(item.authorId) ?? '',
        likes: item.likes,
        comments: item.comments,
      })),
      unsubscribeUrl: await unsubscribeUrl(member.id, 'digest', db),
    });
    const mailId = await recordDigest(db, member, mail, runAt);
    if (mailId !== undefined) mails.push(mailId);
  }
  if (mails.length > 0) deliverInBackground(mails, db);
  return { read: page.ids.length, sent: mails.length, next };
}

/** The outbox's handler: the batch's work, then the next batch as its follow-up. */
export async function digestBatchHandler(
  event: EventOf<'digest.batch'>,
  db: Database,
): Promise<DomainEvent[]> {
  const outcome = await runDigestBatch(event, db);
  return outcome.next ? [outcome.next] : [];
}
