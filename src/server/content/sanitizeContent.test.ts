import { describe, expect, it } from 'vitest';
import { sanitizeContent } from './sanitizeContent.ts';
import { EDITOR_TAGS } from './editorHtmlPolicy.ts';
import { CONTENT_MAX_HTML_LENGTH, CONTENT_MAX_NESTING } from './contentLimits.ts';
import { parsedTags } from '../../../tests/parsedTags.ts';
import { ApiError } from '@/server/http/ApiError.ts';
import { runWithLocale } from '@/i18n/serverLocale.ts';

const UPLOAD = '/uploads/2026/07/0123456789abcdef0123456789abcdef.png';
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const LINK = 'target="_blank" rel="noopener noreferrer nofollow ugc"';

// What Tiptap's getHTML() gives for a document using every node, mark and attribute of the editor.
const EDITOR_DOCUMENT = [
  '<h1 style="text-align: center">Plaza 广场</h1>',
  '<h2>Second</h2><h3>Third</h3><h4>4</h4><h5>5</h5><h6>6</h6>',
  '<p style="text-align: justify">Text with <strong>bold</strong>, <em>italic</em>, <u>underline</u>, <s>strike</s> and <code>inline code</code>.<br>After a break.</p>',
  `<p><a ${LINK} href="https://example.com/a?b=1&amp;c=2">a link</a> and <a ${LINK} href="mailto:someone@example.com">mail</a></p>`,
  '<p><span style="color: #958DF1">purple</span> <span style="background-color: rgba(255, 0, 0, 0.5)">marked</span> ',
  '<span style="font-family: &quot;Comic Sans MS&quot;, 微软雅黑, serif; font-size: 18px; line-height: 1.5">styled</span></p>',
  '<blockquote><p>Quoted</p></blockquote>',
  '<ul><li><p>bullet</p><ul><li><p>nested</p></li></ul></li></ul>',
  '<ol start="3"><li><p>three</p></li><li><p>four</p></li></ol>',
  '<ol type="a"><li><p>lettered</p></li></ol>',
  '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><label><input type="checkbox" checked="checked"><span></span></label><div><p>done</p></div></li>',
  '<li data-type="taskItem" data-checked="false"><label><input type="checkbox"><span></span></label><div><p>to do</p>',
  '<ul data-type="taskList"><li data-type="taskItem" data-checked="false"><label><input type="checkbox"><span></span></label><div><p>nested task</p></div></li></ul>',
  '</div></li></ul>',
  '<pre><code class="language-typescript">const a = 1 &lt; 2 &amp;&amp; b;\n  indented();</code></pre>',
  '<pre><code>plain</code></pre>',
  `<p><img src="${UPLOAD}" alt="photo" title="A photo" width="600" height="400"></p>`,
  `<img src="${PIXEL}" alt="">`,
  '<hr>',
  '<p style="text-align: right">right</p><p style="text-align: left">left</p>',
].join('');

/** Tiptap's markup as sanitize-html writes it: void elements self-closed, href before target and rel. */
const canonical = (html: string) =>
  html
    .replace(/<(br|hr|img|input)((?:\s[^>]*)?)>/g, '<$1$2 />')
    .replace(/<a (target="_blank" rel="[^"]*") (href="[^"]*")>/g, '<a $2 $1>');
const clean = (html: string) => sanitizeContent(html).html;

describe('sanitizeContent keeps everything the editor produces', () => {
  it('round-trips a realistic editor document in canonical form', () => {
    const result = clean(EDITOR_DOCUMENT);
    expect(result).toBe(canonical(EDITOR_DOCUMENT));
    expect(clean(result)).toBe(result);
  });

  it('keeps every element of the editor schema', () => {
    const names = new Set(parsedTags(clean(EDITOR_DOCUMENT)).map((tag) => tag.name));
    for (const name of EDITOR_TAGS) {
      expect(names, name).toContain(name);
    }
  });

  it.each([
    [
      '<p><b>b</b><i>i</i><strike>s</strike><del>d</del></p>',
      '<p><strong>b</strong><em>i</em><s>s</s><s>d</s></p>',
    ],
    ['<p><a href="/moment/1">relative</a></p>', `<p><a href="/moment/1" ${LINK}>relative</a></p>`],
    ['<p><a href="#top">anchor</a></p>', `<p><a href="#top" ${LINK}>anchor</a></p>`],
    [
      '<p><a href="tel:+123">t</a><a href="xmpp:a@b">x</a></p>',
      `<p><a href="tel:+123" ${LINK}>t</a><a href="xmpp:a@b" ${LINK}>x</a></p>`,
    ],
    [
      '<p><a href="https://e.com" target="_self" rel="opener" class="x">e</a></p>',
      `<p><a href="https://e.com" ${LINK}>e</a></p>`,
    ],
    ['<p><a href="ht\ntps://e.com">e</a></p>', `<p><a href="https://e.com" ${LINK}>e</a></p>`],
    ['<ol start="1"><li>x</li></ol>', '<ol><li>x</li></ol>'],
    ['<ol start="007"><li>x</li></ol>', '<ol start="7"><li>x</li></ol>'],
    ['<ol start="-2" type="I"><li>x</li></ol>', '<ol start="-2" type="I"><li>x</li></ol>'],
    ['<ol start="x" type="disc"><li>x</li></ol>', '<ol><li>x</li></ol>'],
    [
      '<pre><code class="language-c++ language-c# evil">x</code></pre>',
      '<pre><code class="language-c++ language-c#">x</code></pre>',
    ],
    ['<pre><code class="language-DROP TABLE">x</code></pre>', '<pre><code>x</code></pre>'],
    ['<p><span>bare</span> <span style="position: fixed">gone</span></p>', '<p>bare gone</p>'],
    ['<p style="text-align: center; color: red">c</p>', '<p style="text-align: center">c</p>'],
    ['<p><span style="text-align: center">s</span></p>', '<p>s</p>'],
    ['<div><p>loose div</p></div>', '<p>loose div</p>'],
    ['<label>loose <input type="checkbox" checked>label</label>', 'loose label'],
    [
      '<ul><li data-type="taskItem" data-checked="true"><label><input type="checkbox"></label>x</li></ul>',
      '<ul><li>x</li></ul>',
    ],
    [
      '<ul data-type="taskList"><li data-type="taskItem" data-checked="yes"><label><input type="checkbox" checked=""><span>s</span></label><div><p>t</p></div></li></ul>',
      '<ul data-type="taskList"><li data-type="taskItem" data-checked="false"><label><input type="checkbox" checked="checked" /><span>s</span></label><div><p>t</p></div></li></ul>',
    ],
    ['<ul data-type="bulletList"><li>x</li></ul>', '<ul><li>x</li></ul>'],
    ['<p>a &amp; b &lt; c &nbsp;d</p>', '<p>a &amp; b &lt; c \u00a0d</p>'],
  ])('%s → %s', (input, expected) => {
    expect(clean(input)).toBe(expected);
    expect(clean(expected)).toBe(expected);
  });
});

describe('sanitizeContent images', () => {
  it.each([
    [`<img src="${UPLOAD}" width="1600" height="1200">`, `<img src="${UPLOAD}" width="800" height="600" />`],
    [`<img src="${UPLOAD}" width="300.6" height="0">`, `<img src="${UPLOAD}" width="301" />`],
    [`<img src="${UPLOAD}" width="100%" height="50px" alt="">`, `<img src="${UPLOAD}" alt="" />`],
    [`<img src="${UPLOAD}" height="99999">`, `<img src="${UPLOAD}" />`],
    [
      `<img src=" ${UPLOAD} " class="x" style="width:1px" draggable="true" loading="lazy">`,
      `<img src="${UPLOAD}" />`,
    ],
    [
      '<img src="/uploads/2026/07/0123456789abcdef0123456789abcdef.jpg">',
      '<img src="/uploads/2026/07/0123456789abcdef0123456789abcdef.jpg" />',
    ],
    ['<img src="/uploads/2026/13/0123456789abcdef0123456789abcdef.png">', ''],
    ['<img src="/uploads/2026/07/0123456789ABCDEF0123456789abcdef.png">', ''],
    ['<img src="/uploads/2026/07/0123456789abcdef0123456789abcdef.svg">', ''],
    ['<img src="https://example.com/a.png">', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<img src="data:image/png;base64,AAAA BBBB">', ''],
    ['<img src="data:image/png,rawbytes">', ''],
    ['<img alt="no source">', ''],
    ['<img src="data:image/webp;base64,UklGRg==">', '<img src="data:image/webp;base64,UklGRg==" />'],
  ])('%s → %s', (input, expected) => {
    expect(clean(input)).toBe(expected);
  });
});

describe('sanitizeContent text and excerpt', () => {
  it('separates blocks, decodes entities and collapses whitespace', () => {
    const result = sanitizeContent(
      '<h1>Title</h1><p>one&nbsp;&amp;\n  two</p><ul><li>a</li><li>b<br>c</li></ul><pre><code>x &lt; y</code></pre>',
    );
    expect(result.text).toBe('Title one & two a b c x < y');
    expect(result.excerpt).toBe(result.text);
  });

  it('keeps entity-looking text literal', () => {
    expect(sanitizeContent('<p>&amp;lt;b&amp;gt; is not a tag</p>').text).toBe('&lt;b&gt; is not a tag');
  });

  it('extracts Chinese text and cuts its excerpt at 200 characters', () => {
    const sentence = '这是一个中文句子，用来测试摘要。';
    const result = sanitizeContent(`<p>${sentence.repeat(20)}</p><p>第二段</p>`);
    expect(result.text.startsWith(sentence)).toBe(true);
    expect(result.text.endsWith(' 第二段')).toBe(true);
    expect(Array.from(result.excerpt)).toHaveLength(201);
    expect(result.excerpt.endsWith('…')).toBe(true);
  });

  it('cuts an English excerpt on a word boundary', () => {
    const result = sanitizeContent(`<p>${'lorem ipsum dolor '.repeat(20)}</p>`);
    expect(result.excerpt.length).toBeLessThanOrEqual(201);
    expect(result.excerpt).toMatch(/(?:lorem|ipsum|dolor)…$/);
  });

  it('has empty text for an empty or image-only document', () => {
    expect(sanitizeContent('')).toEqual({ html: '', text: '', excerpt: '' });
    expect(sanitizeContent(`<p><img src="${UPLOAD}"></p>`).text).toBe('');
  });
});

describe('sanitizeContent limits', () => {
  it('refuses input longer than the limit with a localized 413', () => {
    const tooLong = `<p>${'a'.repeat(CONTENT_MAX_HTML_LENGTH)}</p>`;
    const error = runWithLocale('zh-CN', () => {
      try {
        sanitizeContent(tooLong);
      } catch (caught) {
        return caught;
      }
      return undefined;
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: expect.stringContaining('内容过长') });
  });

  it('sanitizes a document at the limit quickly', () => {
    const paragraph = `<p style="text-align: center">Some <strong>bold</strong> <a href="https://example.com">link</a> <span style="color: #958DF1">colour</span></p>`;
    const html = paragraph.repeat(Math.floor(CONTENT_MAX_HTML_LENGTH / paragraph.length));
    const started = performance.now();
    sanitizeContent(html);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('accepts input right at the limit', () => {
    const atLimit = `<p>${'a'.repeat(CONTENT_MAX_HTML_LENGTH - 7)}</p>`;
    expect(sanitizeContent(atLimit).text).toHaveLength(CONTENT_MAX_HTML_LENGTH - 7);
  });

  it('unwraps elements nested deeper than the limit but keeps their text', () => {
    const depth = CONTENT_MAX_NESTING + 36;
    const html = `${'<blockquote>'.repeat(depth)}<p>deep</p>${'</blockquote>'.repeat(depth)}`;
    const result = sanitizeContent(html);
    expect(result.text).toBe('deep');
    expect(parsedTags(result.html).length).toBeLessThanOrEqual(CONTENT_MAX_NESTING);
    expect(sanitizeContent(result.html).html).toBe(result.html);
  });

  it('strips NUL and other control characters', () => {
    expect(clean('<p>a\u0000b\u0007c\td</p>')).toBe('<p>abc\td</p>');
  });

  it('allows extra link schemes only when asked', () => {
    expect(clean('<a href="magnet:?xt=1">m</a>')).toBe('m');
    expect(sanitizeContent('<a href="magnet:?xt=1">m</a>', { extraLinkSchemes: ['magnet'] }).html).toBe(
      `<a href="magnet:?xt=1" ${LINK}>m</a>`,
    );
  });

  it('gives every link rel ugc nofollow, and drops only nofollow for an author whose links are followed', () => {
    const html = '<p><a href="https://e.com" rel="follow me" data-x="1">e</a></p>';
    expect(clean(html)).toBe(
      '<p><a href="https://e.com" target="_blank" rel="noopener noreferrer nofollow ugc">e</a></p>',
    );
    const followed = sanitizeContent(html, { followLinks: true }).html;
    expect(followed).toBe(
      '<p><a href="https://e.com" target="_blank" rel="noopener noreferrer ugc">e</a></p>',
    );
    expect(sanitizeContent(followed).html, 'saved again by an author whose links are not followed').toBe(
      clean(html),
    );
  });

  it('leaves a mention link without rel: it points at the member’s profile here', () => {
    expect(
      sanitizeContent('<p><a href="/user/7" data-mention="7">@bob</a></p>', { followLinks: true }).html,
    ).toBe('<p><a href="/user/7" data-mention="7">@bob</a></p>');
  });
});
