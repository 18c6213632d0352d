import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { tagForRequest } from '@/server/taxonomy/tagResponse.ts';

/** GET /api/tag/get?id= */
export const GET = apiRoute(async ({ url }) => ok(await tagForRequest(url.searchParams.get('id'))));
