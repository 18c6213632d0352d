import { z } from 'zod';
import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { listAdminTags } from '@/server/admintaxonomy/tagAdmin.queries.ts';

const adminTagListQuerySchema = z.object({ q: z.string().default(''), cursor: z.string().default('') });

export const GET = apiRoute(
  { summary: m.api_get_admin_tags_list, permission: 'taxonomy.manage', query: adminTagListQuerySchema },
  async (context, parsed) => {
    requirePermission(context.locals.user, 'taxonomy.manage');
    return ok(await listAdminTags(parsed.query()));
  },
);
