import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { getPrivateSettings, isSmtpConfigured } from '../settings/privateSettings.ts';

/** The recipient and the actor, when the forum can mail and the recipient wants mail at a verified address. */
export async function mailableRecipient(userId: number, actorId: number, db: Database) {
  if (!isSmtpConfigured((await getPrivateSettings(db)).smtp)) return undefined;
  const people = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      username: users.username,
      email: users.email,
      emailVerified: users.emailVerified,
      emailNotify: users.emailNotify,
    })
    .from(users)
    .where(inArray(users.id, [userId, actorId]));
  const recipient = people.find((person) => person.id === userId);
  if (!recipient?.email || !recipient.emailVerified || !recipient.emailNotify) return undefined;
  return {
    recipient: { ...recipient, email: recipient.email },
    actor: people.find((person) => person.id === actorId),
  };
}
