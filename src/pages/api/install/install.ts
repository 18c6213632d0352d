import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { assertNotInstalled } from '@/server/install/installStatus.ts';
import { defaultInstallDeps, installForum } from '@/server/install/install.commands.ts';
import { installRequestSchema } from '@/shared/install/installSchemas.ts';
import type { InstallResult } from '@/shared/install/installApi.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async ({ request }) => {
  assertNotInstalled();
  const input = await parseBody(request, installRequestSchema);
  await installForum(input, defaultInstallDeps());
  await siteChanged();
  return ok<InstallResult>({ installed: true, siteTitle: input.siteTitle, username: input.username });
});
