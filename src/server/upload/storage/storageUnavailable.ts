/** The upload store (a bucket) did not answer or refused the request: a 503, never a 500. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

export function isStorageUnavailable(error: unknown): error is StorageUnavailableError {
  return error instanceof StorageUnavailableError;
}
