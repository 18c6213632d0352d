import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { installStatus } from '@/server/install/installStatus.ts';
import type { InstallStatus } from '@/shared/install/installApi.ts';

export const GET = apiRoute({ summary: m.api_get_install_status, permission: 'anyone' }, async () =>
  ok<InstallStatus>(installStatus()),
);
