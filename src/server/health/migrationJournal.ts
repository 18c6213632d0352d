import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from '@/server/db/migrate.ts';

interface Journal {
  entries: { when: number; tag: string }[];
}

let newest: number | undefined;

/** The time stamp of the newest migration this build ships (drizzle records it as created_at). */
export function newestMigrationMillis(): number {
  if (newest === undefined) {
    const journal = JSON.parse(
      readFileSync(join(migrationsFolder(), 'meta/_journal.json'), 'utf8'),
    ) as Journal;
    newest = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return newest;
}
