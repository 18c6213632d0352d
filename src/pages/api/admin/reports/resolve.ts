import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { resolveReport } from '@/server/reports/reports.commands.ts';
import { resolveReportSchema } from '@/shared/admincontent/reportSchemas.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

/** Resolve (deleting the content when asked or when flags hid it) or dismiss a report ('reports.resolve', checked inside). */
export const POST = apiRoute(
  { summary: m.api_post_admin_reports_resolve, permission: 'reports.resolve', body: resolveReportSchema },
  async (context, parsed) => {
    const actor = requireUser(context.locals);
    const input = await parsed.body();
    const changed = await resolveReport(input, { actor, reason: input.note, ip: requestMeta(context).ip });
    // The reported moment, article or comment was deleted or published again: rare enough to empty every page.
    if (changed) await siteChanged();
    return ok(null);
  },
);
