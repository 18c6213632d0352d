import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** One migration drizzle-kit generated: its file, its statements, and how drizzle records it. */
export interface MigrationFile {
  /** The journal's name for it, which is also the file's name without `.sql`: `0031_member_notes`. */
  tag: string;
  path: string;
  /** The journal's `when`, which drizzle stores as `created_at` once the migration is applied. */
  createdAt: number;
  /** SHA-256 of the file's text, as drizzle stores it. */
  hash: string;
  statements: string[];
}

const journalSchema = z.object({
  entries: z.array(z.object({ tag: z.string().min(1), when: z.number().int().nonnegative() })),
});

const STATEMENT_BREAKPOINT = '--> statement-breakpoint';

/** The folder's migrations in the journal's order, read as drizzle's own migrator reads them. */
export function readMigrationFolder(folder: string): MigrationFile[] {
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = journalSchema.parse(JSON.parse(readFileSync(journalPath, 'utf8')));
  return journal.entries.map(({ tag, when }) => {
    const path = join(folder, `${tag}.sql`);
    const text = readFileSync(path, 'utf8');
    return {
      tag,
      path,
      createdAt: when,
      hash: createHash('sha256').update(text).digest('hex'),
      statements: text
        .split(STATEMENT_BREAKPOINT)
        .map((statement) => statement.trim())
        .filter((statement) => statement !== ''),
    };
  });
}
