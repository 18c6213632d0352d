import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate.ts';
import { readMigrationFolder } from './migrationFolder.ts';

describe('reading the migrations folder', () => {
  it('finds each committed migration with the hash, time and statements drizzle records for it', () => {
    const ours = readMigrationFolder(migrationsFolder());
    const drizzles = readMigrationFiles({ migrationsFolder: migrationsFolder() });
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.map(({ hash, createdAt }) => ({ hash, createdAt }))).toEqual(
      drizzles.map(({ hash, folderMillis }) => ({ hash, createdAt: folderMillis })),
    );
    for (const [index, migration] of ours.entries()) {
      expect(migration.statements).toEqual(
        drizzles[index]!.sql.map((statement) => statement.trim()).filter(Boolean),
      );
      expect(migration.path).toMatch(new RegExp(`/db/migrations/${migration.tag}\\.sql$`));
    }
  });
});
