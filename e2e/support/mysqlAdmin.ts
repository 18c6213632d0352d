import mysql from 'mysql2/promise';
import { testServerSettings } from '../../tests/mysqlServer.ts';
import { e2eDatabaseName } from './servers.ts';

export const E2E_MYSQL = testServerSettings();

export async function withAdminConnection<T>(work: (connection: mysql.Connection) => Promise<T>): Promise<T> {
  const connection = await mysql.createConnection({
    host: E2E_MYSQL.host,
    port: E2E_MYSQL.port,
    user: E2E_MYSQL.username,
    password: E2E_MYSQL.password,
  });
  try {
    return await work(connection);
  } finally {
    await connection.end();
  }
}

export async function recreateDatabase(name: string): Promise<void> {
  await withAdminConnection(async (connection) => {
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  });
}

/** Runs queries in the installed main server's database: for specs that break data on purpose. */
export async function withMainDatabase<T>(work: (connection: mysql.Connection) => Promise<T>): Promise<T> {
  return withAdminConnection(async (connection) => {
    await connection.query(`USE \`${e2eDatabaseName('main')}\``);
    return work(connection);
  });
}
