import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminActorOf } from '@/server/admintaxonomy/adminRequest.ts';
import { renameTag } from '@/server/admintaxonomy/tagAdmin.commands.ts';
import { tagRenameSchema } from '@/shared/admintaxonomy/tagAdminSchemas.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(
  { summary: m.api_post_admin_tags_rename, permission: 'taxonomy.manage', body: tagRenameSchema },
  async (context, parsed) => {
    const actor = adminActorOf(context, 'taxonomy.manage');
    const { id, name } = await parsed.body();
    await renameTag(id, name, actor);
    await siteChanged();
    return ok({ id, name });
  },
);
