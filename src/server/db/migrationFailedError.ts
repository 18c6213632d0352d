import type { MigrationFile } from './migrationFolder.ts';

/** A statement of a migration failed; the statements before it, and the migrations before it, took effect. */
export class MigrationFailedError extends Error {
  override name = 'MigrationFailedError';
  readonly migration: MigrationFile;
  /** 1-based: the failing statement's place in the migration. */
  readonly statementNumber: number;
  readonly appliedBefore: MigrationFile[];
  readonly notReached: MigrationFile[];

  constructor(failure: {
    migration: MigrationFile;
    statementNumber: number;
    appliedBefore: MigrationFile[];
    notReached: MigrationFile[];
    cause: unknown;
  }) {
    super(`Migration ${failure.migration.tag} failed: ${describeDatabaseError(failure.cause)}`, {
      cause: failure.cause,
    });
    this.migration = failure.migration;
    this.statementNumber = failure.statementNumber;
    this.appliedBefore = failure.appliedBefore;
    this.notReached = failure.notReached;
  }

  get reason(): string {
    return describeDatabaseError(this.cause);
  }
}

function describeDatabaseError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${error.message} (${code})` : error.message;
}
