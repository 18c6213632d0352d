import { describe, expect, it } from 'vitest';
import { highlight, highlightExcerpt } from './highlight.ts';
import { queryTerms } from './searchTokens.ts';

const mark = (text: string, query: string) => highlight(text, queryTerms(query));

describe('highlight', () => {
  it('marks Latin words case-insensitively at word starts', () => {
    expect(mark('Learning Rust and rustc', 'rust')).toBe('Learning <mark>Rust</mark> and <mark>rust</mark>c');
    expect(mark('trust me', 'rust')).toBe('trust me');
  });

  it('marks short words only whole, as the engine matches them', () => {
    expect(mark('Go is not google', 'go')).toBe('<mark>Go</mark> is not google');
    expect(mark('Node.js or JS?', 'js')).toBe('Node.<mark>js</mark> or <mark>JS</mark>?');
  });

  it('marks Chinese runs and single characters as substrings', () => {
    expect(mark('我在学习中文搜索', '中文')).toBe('我在学习<mark>中文</mark>搜索');
    expect(mark('一本书，两本书', '书')).toBe('一本<mark>书</mark>，两本<mark>书</mark>');
  });

  it('marks words next to Chinese text and mixed queries', () => {
    expect(mark('学习Vue3组件开发', 'Vue3 组件')).toBe('学习<mark>Vue3组件</mark>开发');
  });

  it('folds accents and full-width letters', () => {
    expect(mark('Café ＪＳ', 'cafe js')).toBe('<mark>Café</mark> <mark>ＪＳ</mark>');
  });

  it('escapes HTML, also inside a match', () => {
    expect(mark('<b>rust</b> & "x"', 'rust')).toBe(
      '&lt;b&gt;<mark>rust</mark>&lt;/b&gt; &amp; &quot;x&quot;',
    );
  });

  it('treats regular expression characters in the query as text', () => {
    expect(mark('a (b) c++ d.e', '(b) c++ d.e')).toBe(
      'a (<mark>b</mark>) <mark>c</mark>++ <mark>d</mark>.<mark>e</mark>',
    );
    expect(mark('a.b', 'a.b')).toBe('<mark>a</mark>.<mark>b</mark>');
  });

  it('leaves text without matches or without terms alone', () => {
    expect(mark('nothing here', 'rust')).toBe('nothing here');
    expect(mark('nothing here', '')).toBe('nothing here');
  });
});

describe('highlightExcerpt', () => {
  const long = `${'前言'.repeat(100)} the key word is Rust here ${'后记'.repeat(100)}`;

  it('shows a window around the first match, with ellipses at cut ends', () => {
    const html = highlightExcerpt(long, queryTerms('rust'));
    expect(html.startsWith('…')).toBe(true);
    expect(html.endsWith('…')).toBe(true);
    expect(html).toContain('<mark>Rust</mark>');
    expect([...html.replace(/<\/?mark>/g, '')].length).toBe(162);
  });

  it('starts at the beginning when nothing matches', () => {
    const html = highlightExcerpt(long, queryTerms('python'));
    expect(html.startsWith('前言')).toBe(true);
    expect(html.endsWith('…')).toBe(true);
  });

  it('keeps a short text whole and collapses whitespace', () => {
    expect(highlightExcerpt('hello \n\n  go  world', queryTerms('go'))).toBe('hello <mark>go</mark> world');
  });

  it('never cuts a character in half', () => {
    const html = highlightExcerpt('😀'.repeat(300), queryTerms('x'), 10);
    expect(html).toBe(`${'😀'.repeat(10)}…`);
  });
});
