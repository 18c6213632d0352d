import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const LOGO_RED = '/uploads/2026/12/0123456789abcdef0123456789abcdef.png';
const LOGO_GREEN = '/uploads/2026/12/fedcba9876543210fedcba9876543210.png';
let dir: string;
let icons: typeof import('./appIcons.ts');

async function solid(color: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();
}

async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

beforeAll(async () => {
  // The icons read the logo from the upload storage, here a data directory of the test's own.
  dir = mkdtempSync(join(tmpdir(), 'plaza-icons-'));
  vi.stubEnv('DATA_DIR', dir);
  vi.resetModules();
  const { configuredUploadStorage } = await import('../upload/storage/configuredUploadStorage.ts');
  const storage = configuredUploadStorage();
  await storage.save(LOGO_RED.slice('/uploads/'.length), await solid({ r: 255, g: 0, b: 0 }), 'image/png');
  await storage.save(LOGO_GREEN.slice('/uploads/'.length), await solid({ r: 0, g: 255, b: 0 }), 'image/png');
  icons = await import('./appIcons.ts');
});

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('app icons', () => {
  it('are a default icon at each size when the site has no logo', async () => {
    for (const name of ['192', '512', 'maskable-512'] as const) {
      const png = await icons.appIconPng(name, '');
      const size = icons.APP_ICONS[name].size;
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: size, height: size });
      expect(await pixel(png, 2, 2)).toEqual([0x1f, 0x5f, 0xd6, 255]);
    }
  });

  it("are made from the site's logo, the maskable one inside the safe zone on the theme colour", async () => {
    const any = await icons.appIconPng('512', LOGO_RED);
    expect(await pixel(any, 2, 2)).toEqual([255, 0, 0, 255]);
    const maskable = await icons.appIconPng('maskable-512', LOGO_RED);
    expect(await pixel(maskable, 2, 2)).toEqual([0x1f, 0x5f, 0xd6, 255]);
    expect(await pixel(maskable, 256, 256)).toEqual([255, 0, 0, 255]);
  });

  it('change with the logo, and so does the version the manifest names them by', async () => {
    const green = await icons.appIconPng('192', LOGO_GREEN);
    expect(await pixel(green, 96, 96)).toEqual([0, 255, 0, 255]);
    expect(icons.appIconVersion(LOGO_GREEN)).not.toBe(icons.appIconVersion(LOGO_RED));
    expect(await pixel(await icons.appIconPng('192', LOGO_RED), 96, 96)).toEqual([255, 0, 0, 255]);
  });
});
