import mysql from 'mysql2/promise';

/** The MySQL server tests create their databases on; override with TEST_MYSQL_URL. */
export function testServerSettings(): { host: string; port: number; username: string; password: string } {
  const url = new URL(process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');
  return {
    host: url.hostname,
    port: Number(url.port || 3306),
    username: decodeURIComponent(url.username || 'root'),
    password: decodeURIComponent(url.password),
  };
}

/** A connection to that server without a database selected: for creating and dropping databases. */
export async function adminConnection(): Promise<mysql.Connection> {
  const server = testServerSettings();
  return mysql.createConnection({
    host: server.host,
    port: server.port,
    user: server.username,
    password: server.password,
  });
}
