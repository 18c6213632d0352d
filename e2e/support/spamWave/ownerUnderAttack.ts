import { withAdminConnection } from '../mysqlAdmin.ts';

/**
 * What the owner does through /admin/settings once the block lists have their API: blocks one
 * throw-away mail domain. Until then the row is written straight into the forum's signup_rules.
 */
export async function blockMailDomainInDatabase(
  database: string,
  domain: string,
  ownerId: number,
): Promise<void> {
  await withAdminConnection(async (connection) => {
    await connection.query(`USE \`${database}\``);
    await connection.query(
      "INSERT INTO signup_rules (kind, value, action, note, created_by) VALUES ('domain', ?, 'block', ?, ?)",
      [domain, 'Throw-away addresses of a spam wave', ownerId],
    );
  });
}
