import { describe, expect, it } from 'vitest';
import { SafeHtml, escapeHtml, markup } from './safeHtml.ts';

describe('markup', () => {
  it('escapes interpolated text and attributes', () => {
    const name = `"><script>alert(1)</script>`;
    expect(markup`<a title="${name}">${name}</a>`.value).toBe(
      '<a title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</a>',
    );
  });

  it('keeps SafeHtml and nested templates, joins arrays, drops empty values', () => {
    const items = ['a', '<b>'].map((item) => markup`<li>${item}</li>`);
    const list = markup`<ul>${items}</ul>${null}${undefined}${false}${new SafeHtml('<br>')}`;
    expect(list.value).toBe('<ul><li>a</li><li>&lt;b&gt;</li></ul><br>');
    expect(markup`${0} ${'x'}`.value).toBe('0 x');
  });

  it('escapes single quotes too', () => {
    expect(escapeHtml(`'`)).toBe('&#39;');
  });
});
