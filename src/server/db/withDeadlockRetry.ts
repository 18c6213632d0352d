import { isDeadlock } from './mysqlErrors.ts';

const ATTEMPTS = 8;

/**
 * Runs a whole transaction again when InnoDB picks it as a deadlock victim (it has been rolled
 * back entirely, so a retry is safe). Writers that create the same new tag at once can deadlock on
 * its unique-index entry however the statements are ordered, and the search index's upsert in the
 * same transaction adds gap locks; a growing, jittered pause lets the contenders fall out of step.
 */
export async function withDeadlockRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * (10 + Math.random() * 40)));
    }
  }
}
