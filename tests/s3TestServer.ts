import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { s3ClientFor } from '../src/server/upload/storage/s3UploadStorage.ts';
import { parseStorageUrl, type S3StorageLocation } from '../src/server/upload/storage/storageLocation.ts';

/** The credentials s3rver accepts; a process reaching it needs them in its environment. */
export const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } as const;

export interface S3TestServer {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  /** A STORAGE_URL for the bucket under `prefix`; with `publicUrl`, browsers load uploads straight from it. */
  storageUrl(options?: { prefix?: string; publicUrl?: boolean }): string;
  location(options?: { prefix?: string; publicUrl?: boolean }): S3StorageLocation;
  /** The bucket's own address of an object, as a public bucket URL would serve it. */
  objectUrl(key: string): string;
  stop(): Promise<void>;
}

/**
 * A real local S3-compatible server (s3rver) on a free loopback port, storing in a temporary folder,
 * with one empty bucket. Sets the credentials it accepts in this process's environment.
 */
export async function startS3TestServer(bucket = 'plaza-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'plaza-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  Object.assign(process.env, S3RVER_CREDENTIALS);
  const endpoint = `http://127.0.0.1:${port}`;
  const objectUrl = (key: string) => `${endpoint}/${bucket}/${key}`;
  const storageUrl: S3TestServer['storageUrl'] = ({ prefix = '', publicUrl = false } = {}) => {
    const query = new URLSearchParams({ endpoint, region: 'us-east-1', forcePathStyle: 'true' });
    if (publicUrl) query.set('publicUrl', objectUrl(prefix));
    return `s3://${bucket}/${prefix}?${query.toString()}`;
  };
  const location: S3TestServer['location'] = (options) =>
    parseStorageUrl(storageUrl(options)) as S3StorageLocation;
  const client = s3ClientFor(location());
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    endpoint,
    bucket,
    storageUrl,
    location,
    objectUrl,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
