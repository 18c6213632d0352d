import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { inboundMails } from '../db/schema/index.ts';
import { isDuplicateKey } from '../db/mysqlErrors.ts';
import { fitColumn } from '../db/fitColumn.ts';

/**
 * What identifies a mail across deliveries: its Message-ID, else its bytes (a provider retrying a
 * webhook sends the same ones).
 */
export function inboundMailKey(messageId: string | undefined, raw: Buffer): string {
  const hash = createHash('sha256');
  if (messageId) hash.update(`id:${messageId.trim().toLowerCase()}`);
  else hash.update(raw);
  return hash.digest('hex');
}

/**
 * Claims a mail before anything is posted, so two deliveries of it racing post once: undefined when
 * it was claimed before, else the row to record the outcome on.
 */
export async function claimInboundMail(key: string, db: Database): Promise<number | undefined> {
  try {
    const [row] = await db
      .insert(inboundMails)
      .values({ messageIdHash: key, outcome: 'received' })
      .$returningId();
    return row?.id;
  } catch (error) {
    if (isDuplicateKey(error)) return undefined;
    throw error;
  }
}

export async function recordInboundOutcome(
  id: number,
  values: { userId: number; sender: string; outcome: 'posted' | 'refused'; reason: string },
  db: Database,
): Promise<void> {
  await db
    .update(inboundMails)
    .set({ ...values, sender: fitColumn(values.sender, inboundMails.sender) })
    .where(eq(inboundMails.id, id));
}

/** Gives a claim back after a failure that was not a refusal (the database went away), so a retry is tried. */
export async function releaseInboundMail(id: number, db: Database): Promise<void> {
  await db.delete(inboundMails).where(eq(inboundMails.id, id));
}
