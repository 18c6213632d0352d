import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { memoCspDigest } from './cspDigestMemo.ts';

type CspDigest = (data: string, algorithm: string) => Promise<string>;

const astroDir = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
const { generateCspDigest } = (await import(
  pathToFileURL(join(astroDir, 'dist/core/encryption.js')).href
)) as { generateCspDigest: CspDigest };

describe('memoCspDigest', () => {
  it('answers with Astro’s own digest, computing each text and algorithm once', async () => {
    const compute = vi.fn(generateCspDigest);
    const digest = memoCspDigest(compute);
    const style = 'body{color:red}.中文{margin:0}';
    const first = await digest(style, 'SHA-256');
    expect(first).toBe(await generateCspDigest(style, 'SHA-256'));
    expect(first).toMatch(/^sha256-[A-Za-z0-9+/]+=*$/);
    expect(await digest(style, 'SHA-256')).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);

    const other = await digest(style, 'SHA-512');
    expect(other).toBe(await generateCspDigest(style, 'SHA-512'));
    expect(other).not.toBe(first);
    expect(await digest('body{color:blue}', 'SHA-256')).not.toBe(first);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('shares one digest between callers that ask at the same time', async () => {
    const compute = vi.fn(generateCspDigest);
    const digest = memoCspDigest(compute);
    const answers = await Promise.all(Array.from({ length: 5 }, () => digest('p{}', 'SHA-256')));
    expect(new Set(answers).size).toBe(1);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed digest', async () => {
    const compute = vi
      .fn<CspDigest>()
      .mockRejectedValueOnce(new Error('no thread pool'))
      .mockResolvedValue('sha256-x');
    const digest = memoCspDigest(compute);
    await expect(digest('a{}', 'SHA-256')).rejects.toThrow('no thread pool');
    expect(await digest('a{}', 'SHA-256')).toBe('sha256-x');
    expect(await digest('a{}', 'SHA-256')).toBe('sha256-x');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('stops keeping texts past its size bound and still answers them', async () => {
    const compute = vi.fn(async (data: string) => `h-${data}`);
    const digest = memoCspDigest(compute, 10);
    expect(await digest('123456', 'SHA-256')).toBe('h-123456');
    expect(await digest('abcdefgh', 'SHA-256')).toBe('h-abcdefgh');
    expect(await digest('abcdefgh', 'SHA-256')).toBe('h-abcdefgh');
    expect(await digest('123456', 'SHA-256')).toBe('h-123456');
    expect(compute.mock.calls.map(([data]) => data)).toEqual(['123456', 'abcdefgh', 'abcdefgh']);
  });
});
