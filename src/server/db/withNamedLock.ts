import type mysql from 'mysql2/promise';

/**
 * Runs `work` while holding a MySQL named lock (GET_LOCK), so that of several processes starting
 * together one does it and the others wait for it; the lock belongs to the connection given to `work`.
 */
export async function withNamedLock<T>(
  pool: mysql.Pool,
  lock: { name: string; timeoutSeconds: number },
  work: (connection: mysql.PoolConnection) => Promise<T>,
): Promise<T> {
  const connection = await pool.getConnection();
  try {
    const [rows] = await connection.query('SELECT GET_LOCK(?, ?) AS acquired', [
      lock.name,
      lock.timeoutSeconds,
    ]);
    if ((rows as Array<{ acquired: number }>)[0]?.acquired !== 1) {
      throw new Error(`Timed out waiting for the lock ${lock.name}`);
    }
    try {
      return await work(connection);
    } finally {
      await connection.query('SELECT RELEASE_LOCK(?)', [lock.name]);
    }
  } finally {
    connection.release();
  }
}
