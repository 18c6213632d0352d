import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { readViewerState } from '@/server/viewer/readViewerState.ts';
import type { ViewerState } from '@/shared/viewer/viewerState.ts';
import { viewerQuerySchema } from '@/shared/viewer/viewerQuerySchema.ts';

/**
 * GET /api/viewer?moment=1,2&article=3&comment=4,5&user=7&checkin=1 → what the page's reader
 * sees that other readers do not (decision 027). Like every API answer it is `no-store`.
 */
export const GET = apiRoute(
  { summary: m.api_get_viewer, permission: 'anyone', query: viewerQuerySchema },
  async ({ url, locals }, parsed) => {
    const query = parsed.query();
    const state = await readViewerState(locals.user, query, {
      timeZone: locals.config.timeZone,
      requestUrl: url,
      readAll: locals.readAll,
      reactions: locals.config.reactions,
    });
    return ok<ViewerState>(state);
  },
);
