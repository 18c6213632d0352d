import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminActorOf } from '@/server/admintaxonomy/adminRequest.ts';
import { mergeTags } from '@/server/admintaxonomy/tagAdmin.commands.ts';
import { tagMergeSchema } from '@/shared/admintaxonomy/tagAdminSchemas.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(
  { summary: m.api_post_admin_tags_merge, permission: 'taxonomy.manage', body: tagMergeSchema },
  async (context, parsed) => {
    const actor = adminActorOf(context, 'taxonomy.manage');
    const { id, target } = await parsed.body();
    const result = await mergeTags(id, target, actor);
    await siteChanged();
    return ok(result);
  },
);
