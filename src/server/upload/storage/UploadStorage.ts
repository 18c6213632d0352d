/** What is known about a stored upload without reading it. */
export interface StoredUploadInfo {
  size: number;
  modifiedAt: Date;
}

/** A stored upload opened for reading; the body must be read or cancelled. */
interface StoredUploadStream extends StoredUploadInfo {
  body: ReadableStream<Uint8Array>;
}

/**
 * Where uploaded files live: the data directory or an S3-compatible bucket (decision 029).
 * Every path is an upload's generated `YYYY/MM/<hex>.<ext>`: reads of any other path find nothing,
 * writes and removals of one throw, so no request can reach another file or key.
 */
export interface UploadStorage {
  readonly kind: 'disk' | 's3';
  /** Stores the bytes whole: a reader never sees a half-written file. */
  save(path: string, data: Uint8Array, contentType: string): Promise<void>;
  open(path: string): Promise<StoredUploadStream | undefined>;
  stat(path: string): Promise<StoredUploadInfo | undefined>;
  /** Removes the upload; nothing happens when it is not there. */
  remove(path: string): Promise<void>;
  /** Every stored upload's path, in no particular order. */
  list(): AsyncIterable<string>;
}
