import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { listAdminTags } from '@/server/admintaxonomy/tagAdmin.queries.ts';

export const GET = apiRoute(async (context) => {
  requirePermission(context.locals.user, 'taxonomy.manage');
  const params = context.url.searchParams;
  return ok(await listAdminTags({ q: params.get('q') ?? '', cursor: params.get('cursor') ?? '' }));
});
