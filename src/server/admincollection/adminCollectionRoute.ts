import type { APIContext } from 'astro';
import { z } from 'zod';
import { apiRoute, parseBody, type DescribedRoute } from '@/server/http/apiRoute.ts';
import { ApiError } from '@/server/http/ApiError.ts';
import { ok } from '@/server/http/respond.ts';
import { readBody } from '@/server/http/readBody.ts';
import { adminActorOf } from '@/server/admintaxonomy/adminRequest.ts';
import type { AdminActor } from '@/server/admintaxonomy/adminActor.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';
import type { AdminCollection } from './adminCollection.ts';
import {
  rowIdSchema,
  rowMoveSchema,
  rowStatusSchema,
} from '@/shared/admincollection/adminCollectionSchemas.ts';
import {
  deleteCollectionRow,
  moveCollectionRow,
  saveCollectionRow,
  setCollectionRowStatus,
} from './adminCollection.commands.ts';

const COLLECTION_COMMANDS = ['create', 'update', 'status', 'move', 'delete'] as const;
type CollectionCommand = (typeof COLLECTION_COMMANDS)[number];

type Handler = (collection: AdminCollection, context: APIContext, actor: AdminActor) => Promise<unknown>;

const handlers: Record<CollectionCommand, Handler> = {
  create: async (collection, context, actor) =>
    saveCollectionRow(collection, undefined, await readBody(context.request), actor),
  update: async (collection, context, actor) => {
    const body = await readBody(context.request);
    return saveCollectionRow(collection, rowIdSchema.parse(body).id, body, actor);
  },
  status: async (collection, context, actor) => {
    const { id, status } = await parseBody(context.request, rowStatusSchema);
    await setCollectionRowStatus(collection, id, status, actor);
    return { id, status };
  },
  move: async (collection, context, actor) => {
    const { id, direction } = await parseBody(context.request, rowMoveSchema);
    await moveCollectionRow(collection, id, direction, actor);
    return { id };
  },
  delete: async (collection, context, actor) => {
    const { id } = await parseBody(context.request, rowIdSchema);
    await deleteCollectionRow(collection, id, context.locals.config, actor);
    return { id };
  },
};

/**
 * The endpoints POST /api/admin/<path>/<command> of every collection, as one dynamic route: an unknown
 * collection or command is 404 (the route also sees the other admin folders' unknown paths, since a
 * static route only wins over it where one exists). Then the permission (401 / 403), the body, the
 * command, and every shared page emptied, since a collection's rows show in every page's side bar.
 */
/** An unknown collection or command is a 404, not a validation error. */
function routeParams<T>(read: () => T): T {
  try {
    return read();
  } catch {
    throw new ApiError(404, m.error_not_found(), ErrorCode.notFound);
  }
}

export function adminCollectionsRoute(collections: readonly AdminCollection[]): DescribedRoute {
  const paramsSchema = z.object({
    collection: z.enum(collections.map((collection) => collection.path)),
    action: z.enum(COLLECTION_COMMANDS),
  });
  const spec = {
    summary: m.api_post_admin_collection_action,
    // Every collection's permission is an administrator's (links.manage, taxonomy.manage).
    permission: collections[0]?.permission ?? 'admin.access',
    params: paramsSchema,
    errors: [ErrorCode.notFound],
  } as const;
  return apiRoute(spec, async (context, parsed) => {
    const params = routeParams(parsed.params);
    const collection = collections.find((candidate) => candidate.path === params.collection);
    if (!collection) throw new ApiError(404, m.error_not_found(), ErrorCode.notFound);
    const actor = adminActorOf(context, collection.permission);
    const result = await handlers[params.action](collection, context, actor);
    await siteChanged();
    return ok(result);
  });
}
