import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx|astro|js|mjs)$/;
const TEST_FILE = /\.test\.tsx?$/;
const GENERATED = `src${sep}paraglide${sep}`;
const TEST_ONLY_FOLDERS = ['tests', 'e2e', 'bench'];
// `from '…'`, `import '…'` and `import('…')`; type-only imports count too (they tie src to the file).
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** The repository path a specifier names, or undefined for a package. */
function resolveSpecifier(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('@/')) return normalize(join('src', specifier.slice(2)));
  if (specifier.startsWith('.')) return normalize(join(dirname(file), specifier));
  return undefined;
}

function productionFiles(): string[] {
  return readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .map((path) => join('src', path))
    .filter((path) => SOURCE.test(path) && !TEST_FILE.test(path) && !path.startsWith(GENERATED));
}

/** Each import of test-only code in a production file, as `file → specifier`. */
function testImportsIn(file: string, text: string): string[] {
  return [...text.matchAll(SPECIFIER)].flatMap(([, specifier]) => {
    const target = resolveSpecifier(file, specifier!);
    const top = target?.split(sep)[0];
    return target && top && TEST_ONLY_FOLDERS.includes(top) ? [`${file} → ${specifier}`] : [];
  });
}

describe('production code under src/', () => {
  it('recognises an import of test-only code, relative or through the @ alias', () => {
    const file = join('src', 'server', 'x', 'y.ts');
    expect(testImportsIn(file, "import { a } from '../../../tests/factories/a.ts';")).toHaveLength(1);
    expect(testImportsIn(file, "export { b } from '@/../e2e/support/b.ts';")).toHaveLength(1);
    expect(testImportsIn(file, "const c = await import('../../../tests/c.ts');")).toHaveLength(1);
    expect(testImportsIn(file, "import type { D } from '../../../bench/d.ts';")).toHaveLength(1);
    expect(testImportsIn(file, "import { e } from '../e.ts'; import f from 'sharp';")).toEqual([]);
    expect(testImportsIn(file, "import { g } from '@/server/tests/g.ts';")).toEqual([]);
  });

  it('never imports tests/, e2e/ or bench/ (test helpers and data live there, not in src/)', () => {
    const files = productionFiles();
    expect(files.length).toBeGreaterThan(100);
    const offending = files.flatMap((file) => testImportsIn(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(offending).toEqual([]);
  });
});
