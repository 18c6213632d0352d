import type { APIRoute } from 'astro';
import { openBackupArchive } from '@/server/backups/openBackupArchive.ts';
import { hasPermission } from '@/shared/users/permissions.ts';

/** GET /admin/backups/<archive>: the owner downloads a kept backup; anyone else gets the 403 page. */
export const GET: APIRoute = async (context) => {
  if (!hasPermission(context.locals.user?.role, 'backups.manage')) return context.rewrite('/403');
  const archive = await openBackupArchive(context.params.name ?? '');
  if (!archive) return context.rewrite('/404');
  return new Response(archive.body, {
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Length': String(archive.size),
      'Content-Disposition': `attachment; filename="${archive.file}"`,
      'Cache-Control': 'no-store',
    },
  });
};
