import { ApiError } from '../http/ApiError.ts';

/** A list page's query; undefined when its ?cursor= is malformed (the page answers 404, not 500). */
export async function readListPage<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return undefined;
    throw error;
  }
}
