import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { bulkModerate } from '@/server/admincontent/moderateContent.ts';
import { bulkContentSchema, type BulkContentResult } from '@/shared/admincontent/adminContentKinds.ts';
import { commentChanged, contentChanged } from '@/server/pageCache/pageInvalidation.ts';
import { announceCommentChange } from '@/server/liveItems/announceItemChange.ts';

/** Bulk delete or restore from /admin/content; permissions are checked by bulkModerate. */
export const POST = apiRoute(
  { summary: m.api_post_admin_content_bulk, permission: 'content.restore', body: bulkContentSchema },
  async (context, parsed) => {
    const actor = requireUser(context.locals);
    const input = await parsed.body();
    const action = { actor, reason: input.reason, ip: requestMeta(context).ip };
    const result = await bulkModerate(input.kind, input.action, input.ids, action);
    await Promise.all(
      input.ids.map((id) => (input.kind === 'comment' ? commentChanged(id) : contentChanged(input.kind, id))),
    );
    if (input.kind === 'comment') await Promise.all(input.ids.map((id) => announceCommentChange(id)));
    return ok<BulkContentResult>(result);
  },
);
