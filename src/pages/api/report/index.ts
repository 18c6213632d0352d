import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { createReport } from '@/server/reports/reports.commands.ts';
import { commentChanged, contentChanged } from '@/server/pageCache/pageInvalidation.ts';
import { announceCommentChange } from '@/server/liveItems/announceItemChange.ts';
import { createReportSchema } from '@/shared/admincontent/reportSchemas.ts';

/** A signed-in member reports a moment, article, comment or member; enough flags hide the content. */
export const POST = apiRoute(
  { summary: m.api_post_report, permission: 'member', body: createReportSchema },
  async (context, parsed) => {
    const reporter = requireUser(context.locals);
    const input = await parsed.body();
    const { id, hidden } = await createReport(reporter, input, undefined, context.locals.config.flagging);
    if (hidden) {
      const { targetType, targetId } = input;
      if (targetType === 'comment') {
        await commentChanged(targetId);
        await announceCommentChange(targetId);
      } else if (targetType === 'moment' || targetType === 'article') {
        await contentChanged(targetType, targetId);
      }
    }
    return ok({ id });
  },
);
