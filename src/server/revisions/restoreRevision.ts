import { getDb, type Database } from '../db/client.ts';
import { ApiError } from '../http/ApiError.ts';
import { requirePermission } from '../auth/requirePermission.ts';
import { recordAction } from '../moderation/recordAction.ts';
import type { ModerationActor } from '../moderation/bans.commands.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { momentRevisable } from '../moments/momentRevisions.ts';
import { articleRevisable } from '../articles/articleRevisions.ts';
import { commentRevisable } from '../comments/commentRevisions.ts';
import { keepPreviousVersion } from './keepPreviousVersion.ts';
import { findRevision, revisionVersion } from './revisionHistory.queries.ts';
import type { Revisable } from './revisable.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { EntityKind } from '@/shared/content/entityType.ts';
import type { RestoreRevisionData } from '@/shared/revisions/revisionSchemas.ts';
import { m } from '@/paraglide/messages.js';

const REVISABLE: Record<EntityKind, Revisable> = {
  moment: momentRevisable,
  article: articleRevisable,
  comment: commentRevisable,
};

const notFound = () => new ApiError(404, m.revisions_not_found(), ErrorCode.notFound);

/**
 * Staff put back the version a revision kept ('content.restore'). Restoring is an edit: under the
 * item's row lock the current version is kept as a new revision first, then the old one is written
 * back, with an audit row. Answers whether anything changed (restoring the current text does not).
 */
export async function restoreRevision(
  actor: ModerationActor,
  input: RestoreRevisionData,
  ip: string,
  db: Database = getDb(),
): Promise<{ restored: boolean }> {
  requirePermission(actor, 'content.restore');
  const revisable = REVISABLE[input.kind];
  const restored = await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const current = await revisable.lock(tx, input.id);
      if (!current) throw notFound();
      const row = await findRevision(tx, input.kind, input.id, input.revision);
      if (!row) throw notFound();
      const version = revisionVersion(row);
      const { version: before, ...item } = current;
      const kept = await keepPreviousVersion(tx, item, {
        editorId: actor.id,
        before,
        after: version,
        graceMinutes: 0,
      });
      if (!kept) return false;
      await revisable.apply(tx, input.id, version);
      await recordAction(tx, {
        actorId: actor.id,
        action: `${input.kind}.revision.restore`,
        targetType: input.kind,
        targetId: input.id,
        detail: { revision: input.revision },
        ip,
      });
      return true;
    }),
  );
  return { restored };
}
