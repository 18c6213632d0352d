import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { listActiveNodes } from '@/server/taxonomy/nodes.queries.ts';

/** GET /api/node/list: the active nodes in display order. */
export const GET = apiRoute({ summary: m.api_get_node_list, permission: 'anyone' }, async () =>
  ok(await listActiveNodes()),
);
