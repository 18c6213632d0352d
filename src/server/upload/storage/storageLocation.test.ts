import { describe, expect, it } from 'vitest';
import { DISK_STORAGE, parseStorageUrl, StorageUrlError } from './storageLocation.ts';

describe('parseStorageUrl', () => {
  it('keeps uploads on disk when unset or file:', () => {
    expect(parseStorageUrl(undefined)).toEqual(DISK_STORAGE);
    expect(parseStorageUrl('')).toEqual(DISK_STORAGE);
    expect(parseStorageUrl('file:')).toEqual(DISK_STORAGE);
  });

  it('reads a bucket, its key prefix and every parameter', () => {
    expect(
      parseStorageUrl(
        's3://plaza-media/forum/uploads/?endpoint=http://127.0.0.1:4569/&region=eu-west-1&forcePathStyle=true&publicUrl=https://cdn.example.com/uploads/',
      ),
    ).toEqual({
      kind: 's3',
      bucket: 'plaza-media',
      prefix: 'forum/uploads',
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:4569',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com/uploads',
    });
    expect(parseStorageUrl('s3://plaza-media')).toEqual({
      kind: 's3',
      bucket: 'plaza-media',
      prefix: '',
      region: undefined,
      endpoint: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    });
  });

  it.each([
    ['s3://AKIA:secret@plaza-media', 'AWS_ACCESS_KEY_ID'],
    ['s3://Plaza_Media', 'bucket name'],
    ['s3://plaza-media:9000', 'bucket name'],
    ['s3://plaza-media?acl=public', 'unknown parameter "acl"'],
    ['s3://plaza-media?forcePathStyle=yes', 'forcePathStyle must be true or false'],
    ['s3://plaza-media?endpoint=ftp://host', 'endpoint must be an http'],
    ['s3://plaza-media?publicUrl=javascript:alert(1)', 'publicUrl must be an http'],
    ['s3://plaza-media?publicUrl=https://cdn.example.com/?v=1', 'must not hold credentials, a query'],
    ['s3://plaza-media/a%20b', 'key prefix'],
    ['file:///var/uploads', 'DATA_DIR'],
    ['https://bucket.s3.amazonaws.com', 'must be file: or s3://'],
    ['uploads', 'must be file: or s3://'],
  ])('refuses %s, saying why', (value, why) => {
    expect(() => parseStorageUrl(value)).toThrow(StorageUrlError);
    expect(() => parseStorageUrl(value)).toThrow(why);
  });

  it('never repeats the value in its message', () => {
    const error = (() => {
      try {
        return parseStorageUrl('s3://AKIAEXAMPLEKEY:wJalrXUtnFEMI@plaza-media');
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error).toBeInstanceOf(StorageUrlError);
    expect((error as Error).message).not.toMatch(/AKIAEXAMPLEKEY|wJalrXUtnFEMI/);
  });
});
