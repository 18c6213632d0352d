import { adminCollectionRoute } from '@/server/admincollection/adminCollectionRoute.ts';
import { nodeCollection } from '@/server/admintaxonomy/nodeCollection.ts';

export const POST = adminCollectionRoute(nodeCollection, 'create');
