import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { listActiveNodes } from '@/server/taxonomy/nodes.queries.ts';

/** GET /api/node/list: the active nodes in display order. */
export const GET = apiRoute(async () => ok(await listActiveNodes()));
