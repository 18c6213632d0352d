// Bulk loading into a table with secondary indexes updates each index row by row, which with a
// small buffer pool turns into random I/O; building the indexes afterwards sorts once. The
// definitions are read from the server before dropping, re-created as they were, and the table's
// definition is compared afterwards, so the schema ends up exactly as the migrations left it.
import type mysql from 'mysql2/promise';

interface IndexDefinition {
  name: string;
  unique: boolean;
  columns: string[];
}

interface SavedTable {
  table: string;
  createSql: string;
  indexes: IndexDefinition[];
}

interface StatisticsRow {
  INDEX_NAME: string;
  NON_UNIQUE: number | string;
  COLUMN_NAME: string;
  SUB_PART: number | null;
}

/** The table's definition, without the AUTO_INCREMENT counter and with lines sorted (key order aside). */
async function definition(connection: mysql.Connection, table: string): Promise<string> {
  const [rows] = await connection.query(`SHOW CREATE TABLE \`${table}\``);
  const sql = (rows as Array<Record<string, string>>)[0]!['Create Table']!;
  return sql
    .replace(/ AUTO_INCREMENT=\d+/, '')
    .split('\n')
    .map((line) => line.trim().replace(/,$/, ''))
    .sort()
    .join('\n');
}

async function secondaryIndexes(connection: mysql.Connection, table: string): Promise<IndexDefinition[]> {
  const [rows] = await connection.query(
    `SELECT INDEX_NAME, NON_UNIQUE, COLUMN_NAME, SUB_PART FROM information_schema.STATISTICS
     WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND INDEX_NAME <> 'PRIMARY' AND INDEX_TYPE = 'BTREE'
     ORDER BY INDEX_NAME, SEQ_IN_INDEX`,
    [table],
  );
  const byName = new Map<string, IndexDefinition>();
  for (const row of rows as StatisticsRow[]) {
    const index = byName.get(row.INDEX_NAME) ?? {
      name: row.INDEX_NAME,
      unique: Number(row.NON_UNIQUE) === 0,
      columns: [],
    };
    index.columns.push(`\`${row.COLUMN_NAME}\`${row.SUB_PART ? `(${row.SUB_PART})` : ''}`);
    byName.set(row.INDEX_NAME, index);
  }
  return [...byName.values()];
}

/** Drops the tables' secondary B-tree indexes; pass the result to restoreIndexes after loading. */
export async function dropSecondaryIndexes(
  connection: mysql.Connection,
  tables: readonly string[],
): Promise<SavedTable[]> {
  const saved: SavedTable[] = [];
  for (const table of tables) {
    const createSql = await definition(connection, table);
    const indexes = await secondaryIndexes(connection, table);
    if (indexes.length > 0) {
      const drops = indexes.map((index) => `DROP INDEX \`${index.name}\``).join(', ');
      await connection.query(`ALTER TABLE \`${table}\` ${drops}`);
    }
    saved.push({ table, createSql, indexes });
  }
  return saved;
}

/** Re-creates the dropped indexes (one ALTER per table, tables in parallel) and checks each definition. */
export async function restoreIndexes(
  connections: mysql.Connection[],
  saved: readonly SavedTable[],
): Promise<void> {
  const pending = [...saved];
  await Promise.all(
    connections.map(async (connection) => {
      for (let next = pending.shift(); next; next = pending.shift()) {
        if (next.indexes.length > 0) {
          const adds = next.indexes
            .map(
              (index) =>
                `ADD ${index.unique ? 'UNIQUE ' : ''}INDEX \`${index.name}\` (${index.columns.join(', ')})`,
            )
            .join(', ');
          await connection.query(`ALTER TABLE \`${next.table}\` ${adds}`);
        }
        const now = await definition(connection, next.table);
        if (now !== next.createSql) {
          throw new Error(
            `Table ${next.table} differs from its migrated definition after the indexes were rebuilt`,
          );
        }
      }
    }),
  );
}
