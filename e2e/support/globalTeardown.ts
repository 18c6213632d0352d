import { withAdminConnection } from './mysqlAdmin.ts';

/** Drops every database this run created. */
export default async function globalTeardown(): Promise<void> {
  const prefix = `plaza_e2e_${process.env.PLAZA_E2E_RUN ?? 'local'}_`;
  await withAdminConnection(async (connection) => {
    const [rows] = await connection.query('SHOW DATABASES');
    for (const row of rows as Array<Record<string, string>>) {
      const name = Object.values(row)[0];
      if (name?.startsWith(prefix)) await connection.query(`DROP DATABASE \`${name}\``);
    }
  });
}
