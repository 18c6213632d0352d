import { expect } from 'vitest';
import { ApiError } from '@/server/http/ApiError.ts';

/** The ApiError a promise is refused with (the test fails if it settles otherwise). */
export async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
