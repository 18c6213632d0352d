import { describe, expect, it } from 'vitest';
import { astroModuleEditPlugin, replaceOnce } from './astroModuleEdit.ts';

type Transform = (code: string, id: string, options?: { ssr?: boolean }) => string | undefined;

describe('replaceOnce', () => {
  it('replaces the one occurrence', () => {
    expect(replaceOnce('a(); b(); c();', 'b();', 'B();', 'test module', '000')).toBe('a(); B(); c();');
  });

  it('fails, naming the module, the text and the decision, when the text is missing or repeated', () => {
    expect(() => replaceOnce('a();', 'b();', '', 'test module', '046')).toThrow(
      'test module no longer reads "b();" once; see decision 046',
    );
    expect(() => replaceOnce('b(); b();', 'b();', '', 'test module', '046')).toThrow(/once/);
  });
});

describe('astroModuleEditPlugin', () => {
  const scope = /[\\/]astro[\\/]dist[\\/]core[\\/]/;
  const plugin = () =>
    astroModuleEditPlugin({
      name: 'test-edits',
      scope,
      edits: [
        { module: /[\\/]core[\\/]needed\.js$/, edit: (code) => `${code}// needed`, required: true },
        { module: /[\\/]core[\\/]optional\.js$/, edit: (code) => `${code}// optional`, required: false },
      ],
      missingMessage: 'needed.js was not bundled',
    });
  const core = '/app/node_modules/astro/dist/core';

  it('edits the server build’s copies of the named modules only', () => {
    const transform = plugin().transform as Transform;
    expect(transform('x;', `${core}/needed.js`, { ssr: true })).toBe('x;// needed');
    expect(transform('x;', `${core}/optional.js?v=3`, { ssr: true })).toBe('x;// optional');
    expect(transform('x;', `${core}/needed.js`, { ssr: false })).toBeUndefined();
    expect(transform('x;', `${core}/needed.js`)).toBeUndefined();
    expect(transform('x;', `${core}/other.js`, { ssr: true })).toBeUndefined();
    expect(transform('x;', '/app/src/core/needed.js', { ssr: true })).toBeUndefined();
  });

  it('fails a build that bundles the scope without a required module, each build afresh', () => {
    const edits = plugin();
    const transform = edits.transform as Transform;
    edits.buildStart();
    transform('x;', `${core}/other.js`, { ssr: true });
    transform('x;', `${core}/optional.js`, { ssr: true });
    expect(() => edits.buildEnd()).toThrow('needed.js was not bundled');
    // A failed build reports its own error, not this one.
    expect(() => edits.buildEnd(new Error('syntax'))).not.toThrow();

    edits.buildStart();
    transform('x;', `${core}/needed.js`, { ssr: true });
    expect(() => edits.buildEnd()).not.toThrow();

    // The client build bundles none of the server's modules: nothing to check.
    edits.buildStart();
    transform('x;', `${core}/other.js`, { ssr: false });
    expect(() => edits.buildEnd()).not.toThrow();

    edits.buildStart();
    transform('x;', `${core}/other.js`, { ssr: true });
    expect(() => edits.buildEnd()).toThrow('needed.js was not bundled');
  });
});
