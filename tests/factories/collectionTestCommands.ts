import type { Database } from '@/server/db/client.ts';
import type { AdminActor, MoveDirection } from '@/server/admintaxonomy/adminActor.ts';
import type {
  AdminCollection,
  CollectionInput,
  CollectionRow,
} from '@/server/admincollection/adminCollection.ts';
import {
  deleteCollectionRow,
  moveCollectionRow,
  saveCollectionRow,
  setCollectionRowStatus,
} from '@/server/admincollection/adminCollection.commands.ts';

/** A collection's commands as one actor calls them on a test database (integration tests only). */
export function collectionTestCommands<Row extends CollectionRow, Input extends CollectionInput>(
  collection: AdminCollection<Row, Input>,
  actor: () => AdminActor,
  db: () => Database,
) {
  return {
    create: (input: unknown) => saveCollectionRow(collection, undefined, input, actor(), db()),
    update: (id: number, input: unknown) => saveCollectionRow(collection, id, input, actor(), db()),
    setStatus: (id: number, status: number) => setCollectionRowStatus(collection, id, status, actor(), db()),
    move: (id: number, direction: MoveDirection) =>
      moveCollectionRow(collection, id, direction, actor(), db()),
    delete: (id: number, defaultNodeId = 0) =>
      deleteCollectionRow(collection, id, { defaultNodeId }, actor(), db()),
  };
}
