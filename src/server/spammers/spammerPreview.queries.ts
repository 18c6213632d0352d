import { getDb, type Database } from '../db/client.ts';
import type { Party } from '../admin/userRules.ts';
import { liveContentOf } from './spammerContent.ts';
import { countConversationsOf } from './spammerConversations.ts';
import { blockableIp } from './spammerBlockRules.ts';
import { isSharedAddress } from './sharedAddress.ts';
import { countsOf, spammerRecordSchema } from './spammerRecord.ts';
import { restorableRemoval, spammerTarget } from './spammerTarget.ts';
import { emailDomain } from '@/shared/spammers/emailDomain.ts';
import { isSharedMailDomain } from '@/shared/spammers/sharedMailDomains.ts';
import { restorableUntil } from '@/shared/spammers/restoreWindow.ts';
import type { SpammerPreview, SpammerRemovalState } from '@/shared/spammers/spammerSchemas.ts';

/** What "Delete spammer" would remove from this account now, and the address and domain it could block. */
export async function spammerPreview(
  actor: Party,
  userId: number,
  db: Database = getDb(),
): Promise<SpammerPreview> {
  const target = await spammerTarget(db, actor, userId);
  const [content, talk] = await Promise.all([
    liveContentOf(db, target.id),
    countConversationsOf(db, target.id),
  ]);
  const domain = emailDomain(target.email);
  const ip = blockableIp(target.signupIp);
  return {
    counts: {
      moments: content.moment.length,
      articles: content.article.length,
      comments: content.comment.length,
      ...talk,
    },
    ip,
    ipShared: isSharedAddress(ip),
    domain,
    domainShared: isSharedMailDomain(domain),
  };
}

/** The account's removal staff may still restore, for the member screen; undefined when there is none. */
export async function spammerRemovalState(
  userId: number,
  db: Database = getDb(),
  now: Date = new Date(),
): Promise<SpammerRemovalState | undefined> {
  const removal = await restorableRemoval(db, userId, now);
  if (!removal) return undefined;
  return {
    id: removal.id,
    createdAt: removal.createdAt.toISOString(),
    restorableUntil: restorableUntil(removal.createdAt).toISOString(),
    counts: countsOf(spammerRecordSchema.parse(JSON.parse(removal.removed))),
  };
}
