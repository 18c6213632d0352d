import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { users, type UserRow } from '../db/schema/index.ts';
import { isDuplicateKey } from '../db/mysqlErrors.ts';
import { findUserById } from '../users/users.queries.ts';
import { syncUserDocument } from '../search/searchIndexSync.ts';
import { giveDerivedUsername } from '../account/derivedUsername.ts';
import { maskPhone } from '@/shared/signin/phone.ts';
import { recordEvent } from '../outbox/recordEvent.ts';
import { deliverNow } from '../outbox/outboxDelivery.ts';
import { admitSignup } from '../signup/admitSignup.ts';
import { admittedMemberValues } from '../signup/admittedMemberValues.ts';
import { refundSignupThrottle } from '../signup/signupThrottle.ts';
import type { SignupOrigin } from '../signup/signupOrigin.ts';

/**
 * The member with this phone number, created on first sign-in (nickname: the masked number) once the
 * sign-up defences let them in (no invitation can come this way: invitation mode refuses).
 * The unique index on users.phone decides a race: the loser reads the winner's row.
 */
export async function findOrCreateUserByPhone(
  phone: string,
  db: Database = getDb(),
  origin: SignupOrigin = { ip: '', deviceId: null },
): Promise<UserRow> {
  const existing = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  if (existing[0]) return existing[0];
  const admission = await admitSignup({ email: null, ...origin }, db);
  try {
    const created = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(users)
        .values({
          nickname: maskPhone(phone),
          phone,
          ...admittedMemberValues(admission, origin),
        })
        .$returningId();
      const userId = inserted[0]!.id;
      return { userId, event: await recordEvent(tx, { type: 'member.signed_up', userId, at: Date.now() }) };
    });
    await giveDerivedUsername(db, created.userId, null);
    await syncUserDocument(db, created.userId);
    await deliverNow([created.event], db);
    const member = await findUserById(created.userId, db);
    if (!member) throw new Error('The new user disappeared');
    return member;
  } catch (error) {
    await refundSignupThrottle(admission.throttleKeys, db);
    if (!isDuplicateKey(error)) throw error;
    const winner = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
    if (!winner[0]) throw error;
    return winner[0];
  }
}
