import { createElement, useId } from 'react';
import { describe, expect, it } from 'vitest';
import renderer from './reactStringRenderer.ts';
import { REACT_STRING_RENDERER } from './reactIslandTag.ts';

function Labelled({ label }: Record<string, unknown>) {
  const id = useId();
  return createElement(
    'p',
    null,
    createElement('span', { id }, String(label)),
    createElement('button', { 'aria-labelledby': id }, 'Go'),
  );
}

const render = (result: object, props: Record<string, unknown>, slots: Record<string, string> = {}) =>
  renderer.renderToStaticMarkup.call({ result }, Labelled, props, slots, undefined);

describe('the React string renderer', () => {
  it('is the renderer the islands are tagged with, and claims nothing untagged', () => {
    expect(renderer.name).toBe(REACT_STRING_RENDERER);
    expect(renderer.check()).toBe(false);
  });

  it('gives each island of a page its own id prefix and renders useId() under it', async () => {
    const page = {};
    const first = await render(page, { label: 'One', class: 'dropped' });
    const second = await render(page, { label: 'Two' });
    expect(first.attrs).toEqual({ prefix: 'p0' });
    expect(second.attrs).toEqual({ prefix: 'p1' });
    const firstId = /<span id="([^"]+)">One<\/span>/.exec(first.html)?.[1];
    expect(firstId).toMatch(/^_?p0R/);
    expect(first.html).toContain(`aria-labelledby="${firstId}"`);
    expect(first.html).not.toContain('dropped');
    expect(second.html).toMatch(/<span id="_?p1R[^"]*">Two<\/span>/);
    // Another page render starts again.
    expect((await render({}, { label: 'Again' })).attrs).toEqual({ prefix: 'p0' });
  });

  it('passes Astro children and named slots as slot elements the browser side keeps as they are', async () => {
    function Frame(props: Record<string, unknown>) {
      return createElement('section', null, props.header as never, props.children as never);
    }
    const page = {};
    const hydrated = await renderer.renderToStaticMarkup.call(
      { result: page },
      Frame,
      {},
      { default: '<b>child</b>', header: '<h2>Head</h2>', empty: '  ' },
      { hydrate: 'load' } as never,
    );
    expect(hydrated.html).toBe(
      '<section><astro-slot name="header"><h2>Head</h2></astro-slot><astro-slot><b>child</b></astro-slot></section>',
    );
    const serverOnly = await renderer.renderToStaticMarkup.call(
      { result: page },
      Frame,
      {},
      { default: '<i>x</i>' },
      undefined,
    );
    expect(serverOnly.html).toBe('<section><astro-static-slot><i>x</i></astro-static-slot></section>');
  });
});
