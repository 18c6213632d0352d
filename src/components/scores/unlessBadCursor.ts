import { ApiError } from '@/server/http/ApiError.ts';

/** Runs a list query for a page route; undefined for a malformed ?cursor= (the page answers 404). */
export async function unlessBadCursor<T>(run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return undefined;
    throw error;
  }
}
