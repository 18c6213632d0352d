import { apiRoute } from '@/server/http/apiRoute.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { ApiError } from '@/server/http/ApiError.ts';
import { openExportArchive } from '@/server/mydata/openExportArchive.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

/** GET /api/user/account/export/download: the signed-in member's own ready archive, and nobody else's. */
export const GET = apiRoute(
  { summary: m.api_get_user_account_export_download, permission: 'member', response: 'file' },
  async ({ locals }) => {
    const user = requireUser(locals);
    const archive = await openExportArchive(user.id);
    if (!archive) throw new ApiError(404, m.mydata_export_gone(), ErrorCode.notFound);
    return new Response(archive.body, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Length': String(archive.size),
        'Content-Disposition': `attachment; filename="${archive.name}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
);
