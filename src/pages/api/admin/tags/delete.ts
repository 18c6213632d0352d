import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminActorOf } from '@/server/admintaxonomy/adminRequest.ts';
import { deleteTag } from '@/server/admintaxonomy/tagAdmin.commands.ts';
import { tagIdSchema } from '@/shared/admintaxonomy/tagAdminSchemas.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(
  { summary: m.api_post_admin_tags_delete, permission: 'taxonomy.manage', body: tagIdSchema },
  async (context, parsed) => {
    const actor = adminActorOf(context, 'taxonomy.manage');
    const { id } = await parsed.body();
    await deleteTag(id, actor);
    await siteChanged();
    return ok({ id });
  },
);
