import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from './testDatabase.ts';

/**
 * The set-up most integration files share: a migrated database of their own, created before the
 * file's tests and dropped after them. Its fields are read when used (in hooks and tests), since
 * the database exists only once the suite's beforeAll ran.
 */
export function useTestDatabase(): TestDatabase {
  let current: TestDatabase | undefined;
  const database = (): TestDatabase => {
    if (!current) throw new Error('the test database exists only once the beforeAll hooks ran');
    return current;
  };
  beforeAll(async () => {
    current = await createTestDatabase();
  });
  afterAll(async () => {
    await current?.cleanup();
  });
  return {
    get db() {
      return database().db;
    },
    get pool() {
      return database().pool;
    },
    get settings() {
      return database().settings;
    },
    cleanup: () => database().cleanup(),
  };
}
