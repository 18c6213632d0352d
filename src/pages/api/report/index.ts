import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { createReport } from '@/server/reports/reports.commands.ts';
import { createReportSchema } from '@/shared/admincontent/reportSchemas.ts';

/** A signed-in member reports a moment, article, comment or member. */
export const POST = apiRoute(async (context) => {
  const reporter = requireUser(context.locals);
  const input = await parseBody(context.request, createReportSchema);
  return ok(await createReport(reporter, input));
});
