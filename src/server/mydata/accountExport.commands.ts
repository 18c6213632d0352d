import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { and, desc, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { accountExports, users } from '../db/schema/index.ts';
import { recordEvent } from '../outbox/recordEvent.ts';
import { deliverInBackground } from '../outbox/outboxDelivery.ts';
import { ApiError } from '../http/ApiError.ts';
import { enforceRateLimit } from '../rateLimit/enforceRateLimit.ts';
import { configuredUploadStorage } from '../upload/storage/configuredUploadStorage.ts';
import type { UploadStorage } from '../upload/storage/UploadStorage.ts';
import type { DomainEvent, EventOf } from '../events/domainEvent.ts';
import { logger } from '../log/logger.ts';
import { exportDir, exportPath } from './exportFiles.ts';
import { writeExportArchive } from './writeExportArchive.ts';
import { exportReadyMail } from './accountDataMails.ts';
import { ExportStatus, EXPORT_KEEP_MS, EXPORT_REQUEST_LIMIT } from './accountDataRules.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

/**
 * Asks for a new archive (decision 075): refused while one is being prepared, and a few a day at
 * most. The outbox prepares it after the commit, never on the request path.
 */
export async function requestExport(userId: number, db: Database = getDb()): Promise<number> {
  const id = await db.transaction(async (tx) => {
    // The member's row serializes two requests sent together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [preparing] = await tx
      .select({ id: accountExports.id })
      .from(accountExports)
      .where(and(eq(accountExports.userId, userId), eq(accountExports.status, ExportStatus.preparing)))
      .limit(1);
    if (preparing) throw new ApiError(409, m.mydata_export_busy(), ErrorCode.conflict);
    await enforceRateLimit(`mydata:export:${userId}`, EXPORT_REQUEST_LIMIT, db);
    const [row] = await tx
      .insert(accountExports)
      .values({
        userId,
        file: `${randomBytes(16).toString('hex')}.zip`,
        expiresAt: new Date(Date.now() + EXPORT_KEEP_MS),
      })
      .$returningId();
    const exportId = row!.id;
    return { exportId, eventId: await recordEvent(tx, { type: 'account.export', exportId }) };
  });
  deliverInBackground([id.eventId], db);
  return id.exportId;
}

/**
 * The outbox's handler: writes the archive, marks it ready until seven days from now, mails the
 * member (when the forum can mail and their address is verified) and schedules its removal. A retry
 * writes it again from the start; an archive that cannot be written is marked failed.
 */
export async function prepareExport(
  event: EventOf<'account.export'>,
  db: Database,
  storage: UploadStorage = configuredUploadStorage(),
  now: Date = new Date(),
): Promise<DomainEvent[]> {
  const [row] = await db.select().from(accountExports).where(eq(accountExports.id, event.exportId)).limit(1);
  if (!row || row.status !== ExportStatus.preparing) return [];
  const path = exportPath(row.file);
  await mkdir(exportDir(), { recursive: true, mode: 0o700 });
  await rm(path, { force: true });
  let size: number;
  try {
    size = await writeExportArchive(db, row.userId, storage, path, now);
  } catch (error) {
    logger.error({ err: error, exportId: row.id }, 'a data archive could not be written');
    await rm(path, { force: true });
    await db.update(accountExports).set({ status: ExportStatus.failed }).where(eq(accountExports.id, row.id));
    return [];
  }
  const expiresAt = new Date(now.getTime() + EXPORT_KEEP_MS);
  await db
    .update(accountExports)
    .set({ status: ExportStatus.ready, size, readyAt: now, expiresAt })
    .where(eq(accountExports.id, row.id));
  const mail = await exportReadyMail(row.userId, expiresAt, db);
  return [
    { type: 'account.export.expire', exportId: row.id, notBefore: expiresAt.getTime() },
    ...(mail ? [{ type: 'mail.requested' as const, mail }] : []),
  ];
}

/** Removes an archive whose seven days are over (also any older archive of the member). */
export async function expireExport(
  event: EventOf<'account.export.expire'>,
  db: Database,
): Promise<DomainEvent[]> {
  const [row] = await db.select().from(accountExports).where(eq(accountExports.id, event.exportId)).limit(1);
  if (!row) return [];
  await rm(exportPath(row.file), { force: true });
  await db.update(accountExports).set({ status: ExportStatus.expired }).where(eq(accountExports.id, row.id));
  return [];
}

/** The member's newest archive when it is ready and not expired: its file on disk and size. */
export async function downloadableExport(userId: number, db: Database = getDb(), now: Date = new Date()) {
  const [row] = await db
    .select()
    .from(accountExports)
    .where(eq(accountExports.userId, userId))
    .orderBy(desc(accountExports.id))
    .limit(1);
  if (!row || row.status !== ExportStatus.ready || row.expiresAt <= now) return undefined;
  return { id: row.id, path: exportPath(row.file), size: row.size, createdAt: row.createdAt };
}
