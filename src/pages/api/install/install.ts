import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { assertNotInstalled } from '@/server/install/installStatus.ts';
import { defaultInstallDeps, installForum } from '@/server/install/install.commands.ts';
import { installRequestSchema } from '@/shared/install/installSchemas.ts';
import type { InstallResult } from '@/shared/install/installApi.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(
  { summary: m.api_post_install_install, permission: 'anyone', body: installRequestSchema },
  async (_context, parsed) => {
    assertNotInstalled();
    const input = await parsed.body();
    await installForum(input, defaultInstallDeps());
    await siteChanged();
    return ok<InstallResult>({ installed: true, siteTitle: input.siteTitle, username: input.username });
  },
);
