import { withMainDatabase } from './mysqlAdmin.ts';

/**
 * Lets a key's expiry pass: time is the one state no member's action can give a key (the shortest
 * lifetime is 7 days), so this is the spec's only write behind the app's back.
 */
export async function expireApiKey(keyId: number): Promise<void> {
  await withMainDatabase(async (connection) => {
    await connection.query(
      'UPDATE api_keys SET expires_at = UTC_TIMESTAMP(3) - INTERVAL 1 SECOND WHERE id = ?',
      [keyId],
    );
  });
}
