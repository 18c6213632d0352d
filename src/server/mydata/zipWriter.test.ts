import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ZipWriter } from './zipWriter.ts';

const dir = mkdtempSync(join(tmpdir(), 'plaza-zip-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function archive(entries: Array<[string, Uint8Array]>): Promise<{ path: string; size: number }> {
  const chunks: Uint8Array[] = [];
  const writer = new ZipWriter(async (chunk) => {
    chunks.push(Buffer.from(chunk));
  });
  for (const [name, data] of entries) await writer.add(name, data, new Date('2026-03-04T05:06:08Z'));
  const size = await writer.finish();
  const path = join(dir, `${randomBytes(4).toString('hex')}.zip`);
  writeFileSync(path, Buffer.concat(chunks));
  return { path, size };
}

describe('ZipWriter', () => {
  it('writes an archive that unzip tests clean and that gives back every byte', async () => {
    const json = Buffer.from(
      JSON.stringify({ hello: '你好', list: Array.from({ length: 200 }, (_, i) => i) }),
    );
    const noise = randomBytes(5000);
    const { path, size } = await archive([
      ['profile.json', json],
      ['uploads/2026/03/abc.webp', noise],
      ['empty.txt', new Uint8Array(0)],
    ]);
    expect(readFileSync(path).length).toBe(size);
    expect(execFileSync('unzip', ['-t', path]).toString()).toContain('No errors detected');
    const out = join(dir, 'out');
    execFileSync('python3', ['-m', 'zipfile', '-e', path, out]);
    expect(readFileSync(join(out, 'profile.json'))).toEqual(json);
    expect(readFileSync(join(out, 'uploads/2026/03/abc.webp'))).toEqual(noise);
    expect(readFileSync(join(out, 'empty.txt')).length).toBe(0);
    const listing = execFileSync('python3', ['-m', 'zipfile', '-l', path]).toString();
    expect(listing).toContain('2026-03-04 05:06:08');
  });

  it('deflates text and stores bytes that do not shrink', async () => {
    const text = Buffer.from('a'.repeat(10000));
    const { size } = await archive([['a.txt', text]]);
    expect(size).toBeLessThan(500);
    const noise = randomBytes(3000);
    const stored = await archive([['n.bin', noise]]);
    expect(stored.size).toBeGreaterThan(3000);
    expect(execFileSync('unzip', ['-t', stored.path]).toString()).toContain('No errors detected');
  });

  it('refuses names that would leave the archive and duplicates', async () => {
    const writer = new ZipWriter(async () => {});
    await expect(writer.add('../x', new Uint8Array(1))).rejects.toThrow();
    await expect(writer.add('/x', new Uint8Array(1))).rejects.toThrow();
    await writer.add('x', new Uint8Array(1));
    await expect(writer.add('x', new Uint8Array(1))).rejects.toThrow();
  });
});
