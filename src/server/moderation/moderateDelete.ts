import { getDb, type Database } from '../db/client.ts';
import { ApiError } from '../http/ApiError.ts';
import { deleteContent } from '../admincontent/moderateContent.ts';
import { requirePermission } from '../auth/requirePermission.ts';
import { requireReason, type ModerationActor } from './bans.commands.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

/**
 * A moderator deletes a member's moment or article from its page: the same soft delete as the admin
 * content list (counts, search index, audit row, the author told the reason), with a reason required.
 */
export async function moderateDelete(
  actor: ModerationActor,
  kind: 'moment' | 'article',
  input: { id: number; reason: string },
  ip: string,
  db: Database = getDb(),
): Promise<void> {
  requirePermission(actor, kind === 'moment' ? 'moment.delete.any' : 'article.delete.any');
  const reason = requireReason(input.reason);
  const changed = await deleteContent(kind, input.id, { actor, reason, ip }, db);
  if (!changed) {
    const message = kind === 'moment' ? m.moments_not_found() : m.articles_not_found();
    throw new ApiError(404, message, ErrorCode.notFound);
  }
}
