import { adminCollectionRoute } from '@/server/admincollection/adminCollectionRoute.ts';
import { friendLinkCollection } from '@/server/links/friendLinkCollection.ts';

export const POST = adminCollectionRoute(friendLinkCollection, 'move');
