import type { APIContext, APIRoute } from 'astro';
import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { readBody } from '@/server/http/readBody.ts';
import { adminActorOf } from '@/server/admintaxonomy/adminRequest.ts';
import type { AdminActor } from '@/server/admintaxonomy/adminActor.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';
import type { AdminCollection } from './adminCollection.ts';
import { rowIdSchema, rowMoveSchema, rowStatusSchema } from './adminCollection.schema.ts';
import {
  deleteCollectionRow,
  moveCollectionRow,
  saveCollectionRow,
  setCollectionRowStatus,
} from './adminCollection.commands.ts';

export type CollectionCommand = 'create' | 'update' | 'status' | 'move' | 'delete';

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
 * The endpoint POST /api/admin/<path>/<command>: the permission first (401 / 403), then the body,
 * the command, and every shared page emptied, since a collection's rows show in every page's side bar.
 * A route file is one line: `export const POST = adminCollectionRoute(friendLinkCollection, 'create');`
 */
export function adminCollectionRoute(collection: AdminCollection, command: CollectionCommand): APIRoute {
  return apiRoute(async (context) => {
    const actor = adminActorOf(context, collection.permission);
    const result = await handlers[command](collection, context, actor);
    await siteChanged();
    return ok(result);
  });
}
