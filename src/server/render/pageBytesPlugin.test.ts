import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editPageModule, editRenderModule, pageBytesPlugin } from './pageBytesPlugin.ts';

const astroDir = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
const renderDir = join(astroDir, 'dist/runtime/server/render');
const installedPage = readFileSync(join(renderDir, 'page.js'), 'utf8');
const installedRender = readFileSync(join(renderDir, 'astro/render.js'), 'utf8');

type Transform = (code: string, id: string, options?: { ssr?: boolean }) => string | undefined;

describe('editPageModule on the installed Astro', () => {
  const edited = editPageModule(installedPage, '/app/src/server/render/renderPageBytes.ts');

  it('renders Astro pages with renderPageBytes instead of a string', () => {
    expect(edited).toContain('import { renderPageBytes } from "/app/src/server/render/renderPageBytes.ts";');
    expect(edited).toContain(
      'body = await renderPageBytes(result, componentFactory, props, children, route);',
    );
    expect(edited).not.toContain(
      'await renderToString(result, componentFactory, props, children, true, route)',
    );
  });

  it('sets Content-Length for the bytes before the string branch', () => {
    const bytesLength = edited.indexOf('if (body instanceof Uint8Array) headers.set("Content-Length"');
    expect(bytesLength).toBeGreaterThan(-1);
    expect(bytesLength).toBeLessThan(edited.indexOf('if (!streaming && typeof body === "string")'));
  });

  it('fails when the text it replaces is missing or repeated', () => {
    expect(() => editPageModule('export {}', '/x.ts')).toThrow(/decision 046/);
    const twice = `${installedPage}\n${'body = await renderToString(result, componentFactory, props, children, true, route);'}`;
    expect(() => editPageModule(twice, '/x.ts')).toThrow(/once/);
  });
});

describe('editRenderModule on the installed Astro', () => {
  it('exports the function that runs a page component', () => {
    expect(editRenderModule(installedRender)).toMatch(
      /export \{ callComponentAsTemplateResultOrResponse as __plazaTemplateResultOf \};\s*$/,
    );
  });

  it('fails when Astro no longer has that function', () => {
    expect(() => editRenderModule('export {}')).toThrow(/decision 046/);
  });
});

describe('pageBytesPlugin', () => {
  const pageId = join(renderDir, 'page.js');
  const renderId = join(renderDir, 'astro/render.js');
  const otherRuntimeId = join(renderDir, 'common.js');

  it('edits the server build only, and only Astro’s two modules', () => {
    const transform = pageBytesPlugin().transform as Transform;
    expect(transform(installedPage, pageId, { ssr: false })).toBeUndefined();
    expect(transform(installedPage, pageId, { ssr: true })).toContain('renderPageBytes(result');
    expect(transform(installedRender, `${renderId}?v=1`, { ssr: true })).toContain('__plazaTemplateResultOf');
    expect(transform('const a = 1;', otherRuntimeId, { ssr: true })).toBeUndefined();
    expect(transform('const a = 1;', '/app/src/pages/index.astro', { ssr: true })).toBeUndefined();
  });

  it('fails a build that bundles Astro’s render runtime without its page module', () => {
    const plugin = pageBytesPlugin();
    plugin.buildStart();
    (plugin.transform as Transform)(installedRender, renderId, { ssr: true });
    expect(() => plugin.buildEnd()).toThrow(/page\.js; see decision 046/);
  });
});
