import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { tagForRequest } from '@/server/taxonomy/tagResponse.ts';

/** GET /api/tag/{id} */
export const GET = apiRoute(async ({ params }) => ok(await tagForRequest(params.id)));
