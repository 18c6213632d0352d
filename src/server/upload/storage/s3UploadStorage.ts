import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { UPLOAD_RELATIVE_PATH } from '../../../shared/upload/uploadUrl.ts';
import { UPLOAD_CACHE_CONTROL } from '../uploadCacheControl.ts';
import type { S3StorageLocation } from './storageLocation.ts';
import type { UploadStorage } from './UploadStorage.ts';
import { StorageUnavailableError } from './storageUnavailable.ts';

const DEFAULT_REGION = 'us-east-1';

/** The SDK client for a bucket; credentials come from the SDK's usual chain (AWS_ACCESS_KEY_ID, …). */
export function s3ClientFor(location: S3StorageLocation): S3Client {
  return new S3Client({
    region: location.region ?? process.env.AWS_REGION ?? DEFAULT_REGION,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    forcePathStyle: location.forcePathStyle,
    // Many S3-compatible stores refuse or mis-check the SDK's newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

const isMissing = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** Any failure of the bucket but a missing object: the store is unavailable (the SDK's error as cause). */
async function reachable<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (isMissing(error)) throw error;
    throw new StorageUnavailableError(`The upload bucket did not answer (${(error as Error).name})`, {
      cause: error,
    });
  }
}

async function unlessMissing<T>(request: Promise<T>): Promise<T | undefined> {
  try {
    return await reachable(request);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** Uploads as objects `<prefix>/YYYY/MM/<hex>.<ext>` in an S3-compatible bucket (decision 029). */
export function s3UploadStorage(location: S3StorageLocation, client = s3ClientFor(location)): UploadStorage {
  const Bucket = location.bucket;
  const keyPrefix = location.prefix === '' ? '' : `${location.prefix}/`;
  const keyOf = (path: string) => (UPLOAD_RELATIVE_PATH.test(path) ? `${keyPrefix}${path}` : undefined);
  const requireKey = (path: string) => {
    const key = keyOf(path);
    if (!key) throw new Error(`Not an upload path: ${path}`);
    return key;
  };
  return {
    kind: 's3',
    async save(path, data, contentType) {
      await reachable(
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: requireKey(path),
            Body: data,
            ContentType: contentType,
            // What a public bucket URL answers with; names never change.
            CacheControl: UPLOAD_CACHE_CONTROL,
          }),
        ),
      );
    },
    async open(path) {
      const Key = keyOf(path);
      if (!Key) return undefined;
      const object = await unlessMissing(client.send(new GetObjectCommand({ Bucket, Key })));
      if (!object?.Body) return undefined;
      return {
        size: object.ContentLength ?? 0,
        modifiedAt: object.LastModified ?? new Date(0),
        body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
      };
    },
    async stat(path) {
      const Key = keyOf(path);
      if (!Key) return undefined;
      const head = await unlessMissing(client.send(new HeadObjectCommand({ Bucket, Key })));
      return head
        ? { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) }
        : undefined;
    },
    async remove(path) {
      await reachable(client.send(new DeleteObjectCommand({ Bucket, Key: requireKey(path) })));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await reachable(
          client.send(new ListObjectsV2Command({ Bucket, Prefix: keyPrefix, ContinuationToken })),
        );
        for (const { Key } of page.Contents ?? []) {
          const path = Key?.slice(keyPrefix.length);
          if (path && UPLOAD_RELATIVE_PATH.test(path)) yield path;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
