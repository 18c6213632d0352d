import { adminCollectionsRoute } from '@/server/admincollection/adminCollectionRoute.ts';
import { nodeCollection } from '@/server/admintaxonomy/nodeCollection.ts';
import { friendLinkCollection } from '@/server/links/friendLinkCollection.ts';

/** POST /api/admin/links/<command> and /api/admin/nodes/<command>: the hand-ordered admin lists. */
export const POST = adminCollectionsRoute([friendLinkCollection, nodeCollection]);
