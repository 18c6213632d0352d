import { createElement, useId, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { m } from '@/paraglide/messages.js';
import { overwriteGetLocale } from '@/paraglide/runtime.js';
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

  describe('a component with a server markup key', () => {
    afterEach(() => overwriteGetLocale(() => 'en-US'));

    function counted<Props extends Record<string, unknown>>(
      render: (props: Props) => ReturnType<typeof createElement>,
      key: (props: Props) => string,
    ) {
      const calls: Props[] = [];
      const Component = Object.assign(
        (props: Props) => {
          calls.push(props);
          return render(props);
        },
        { serverMarkupKey: key },
      );
      return { Component: Component as unknown as ComponentType<Record<string, unknown>>, calls };
    }
    const island = { hydrate: 'load' } as never;
    const renderOn = (
      page: object,
      Component: ComponentType<Record<string, unknown>>,
      props: Record<string, unknown>,
      slots: Record<string, string> = {},
    ) => renderer.renderToStaticMarkup.call({ result: page }, Component, props, slots, island);

    it('renders once per key and language, and the copies get the same markup', async () => {
      const { Component, calls } = counted(
        (props: { likes: number; id: number }) =>
          createElement('button', null, `${m.comments_like()} ${props.likes}`),
        (props) => String(props.likes),
      );
      const page = {};
      const render = (props: Record<string, unknown>) => renderOn(page, Component, props);
      const first = await render({ likes: 2, id: 1 });
      const copy = await render({ likes: 2, id: 7 });
      expect(copy.html).toBe(first.html);
      expect(copy.attrs).toEqual({ prefix: 'p1' });
      expect(calls).toHaveLength(1);
      expect((await render({ likes: 3, id: 8 })).html).toBe('<button>Like 3</button>');
      overwriteGetLocale(() => 'zh-CN');
      const chinese = await render({ likes: 2, id: 9 });
      expect(chinese.html).not.toBe(first.html);
      expect(chinese.html).toBe(`<button>${m.comments_like()} 2</button>`);
      expect(calls).toHaveLength(3);
    });

    it('never reuses a render that wrote its id prefix, nor one with slots', async () => {
      const { Component, calls } = counted(
        (props: { label: string }) => Labelled(props),
        () => 'same',
      );
      const page = {};
      const first = await renderOn(page, Component, { label: 'A' });
      const second = await renderOn(page, Component, { label: 'A' });
      expect(first.html).toContain('p0R');
      expect(second.html).toContain('p1R');
      const slotted = counted(
        (props: { children?: unknown }) => createElement('div', null, props.children as never),
        () => 'same',
      );
      const one = await renderOn(page, slotted.Component, {}, { default: '<b>1</b>' });
      const two = await renderOn(page, slotted.Component, {}, { default: '<b>2</b>' });
      expect(one.html).toContain('<b>1</b>');
      expect(two.html).toContain('<b>2</b>');
      expect(calls).toHaveLength(2);
      expect(slotted.calls).toHaveLength(2);
    });
  });
});
