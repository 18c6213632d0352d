import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cspDigestPlugin, editEncryptionModule } from './cspDigestPlugin.ts';

const astroDir = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
const encryptionId = join(astroDir, 'dist/core/encryption.js');
const installedEncryption = readFileSync(encryptionId, 'utf8');

type Transform = (code: string, id: string, options?: { ssr?: boolean }) => string | undefined;

describe('editEncryptionModule on the installed Astro', () => {
  const edited = editEncryptionModule(installedEncryption, '/app/src/server/render/cspDigestMemo.ts');

  it('exports a memoised generateCspDigest that wraps Astro’s own body', () => {
    expect(
      edited.startsWith(
        'import { memoCspDigest as __plazaMemoCspDigest } from "/app/src/server/render/cspDigestMemo.ts";\n',
      ),
    ).toBe(true);
    expect(edited).toContain('const generateCspDigest = __plazaMemoCspDigest(computeCspDigest);');
    expect(edited).toContain('async function computeCspDigest(data, algorithm) {');
    expect(edited).not.toContain('async function generateCspDigest(');
    expect(edited).toMatch(/export \{[^}]*\bgenerateCspDigest\b[^}]*\}/);
  });

  it('fails when the function it wraps is missing or repeated', () => {
    expect(() => editEncryptionModule('export {}', '/x.ts')).toThrow(/decision 047/);
    const twice = `${installedEncryption}\nasync function generateCspDigest(data, algorithm) {}`;
    expect(() => editEncryptionModule(twice, '/x.ts')).toThrow(/once/);
  });
});

describe('cspDigestPlugin', () => {
  const otherCoreId = join(astroDir, 'dist/core/constants.js');

  it('edits the server build only, and only Astro’s encryption module', () => {
    const transform = cspDigestPlugin().transform as Transform;
    expect(transform(installedEncryption, encryptionId, { ssr: false })).toBeUndefined();
    expect(transform(installedEncryption, `${encryptionId}?v=1`, { ssr: true })).toContain(
      '__plazaMemoCspDigest',
    );
    expect(transform('const a = 1;', otherCoreId, { ssr: true })).toBeUndefined();
    expect(transform('const a = 1;', '/app/src/server/core/encryption.js', { ssr: true })).toBeUndefined();
  });

  it('fails a build that bundles Astro’s core without its encryption module', () => {
    const plugin = cspDigestPlugin();
    plugin.buildStart();
    (plugin.transform as Transform)('const a = 1;', otherCoreId, { ssr: true });
    expect(() => plugin.buildEnd()).toThrow(/encryption\.js; see decision 047/);
  });
});
