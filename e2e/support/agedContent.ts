import { withMainDatabase } from './mysqlAdmin.ts';

const DAY_MS = 86_400_000;

/**
 * Moves a moment back in time, in its row and in its search document: age is the one state no member
 * or staff action can give content, so this is the spec's only write behind the app's back. Call it
 * before any page lists the moment, so no cached page holds its old age.
 */
export async function ageMoment(momentId: number, days: number): Promise<void> {
  const at = new Date(Date.now() - days * DAY_MS);
  await withMainDatabase(async (connection) => {
    await connection.query('UPDATE moments SET created_at = ?, last_activity_at = ? WHERE id = ?', [
      at,
      at,
      momentId,
    ]);
    await connection.query('UPDATE search_documents SET published_at = ? WHERE kind = 0 AND entity_id = ?', [
      at,
      momentId,
    ]);
  });
}
