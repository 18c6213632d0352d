import { describe, expect, it } from 'vitest';
import { COMMENT_LINK_REL, formatCommentText } from './formatCommentText.ts';
import { siteOrigins } from '@/shared/content/externalLinks.ts';

const link = (href: string, text = href) =>
  `<a href="${href}" target="_blank" rel="${COMMENT_LINK_REL}">${text}</a>`;

describe('formatCommentText', () => {
  it('escapes markup so it shows as text', () => {
    expect(formatCommentText('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(formatCommentText(`<img src=x onerror="alert('x')">`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;',
    );
    expect(formatCommentText('Tom & Jerry')).toBe('Tom &amp; Jerry');
  });

  it('keeps line breaks and folds runs of blank lines into one', () => {
    expect(formatCommentText('one\ntwo\r\nthree')).toBe('one<br>two<br>three');
    expect(formatCommentText('a\n\n\n\n\nb')).toBe('a<br><br>b');
  });

  it('links http and https addresses with safe attributes', () => {
    expect(formatCommentText('see https://example.com/a?b=1&c=2 now')).toBe(
      `see ${link('https://example.com/a?b=1&amp;c=2')} now`,
    );
    expect(formatCommentText('http://example.org')).toBe(link('http://example.org/', 'http://example.org'));
  });

  it('leaves sentence punctuation outside the link', () => {
    expect(formatCommentText('Go to https://example.com.')).toBe(
      `Go to ${link('https://example.com/', 'https://example.com')}.`,
    );
    expect(formatCommentText('(https://example.com/x)')).toBe(`(${link('https://example.com/x')})`);
    expect(formatCommentText('https://en.wikipedia.org/wiki/Foo_(bar)')).toBe(
      link('https://en.wikipedia.org/wiki/Foo_(bar)'),
    );
    expect(formatCommentText('看这里https://example.com/a，好')).toBe(
      `看这里${link('https://example.com/a')}，好`,
    );
  });

  it('never links other schemes', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:msgbox(1)',
      'ftp://example.com/file',
      'mailto:a@example.com',
    ]) {
      expect(formatCommentText(text)).not.toContain('<a ');
    }
  });

  it('cannot be tricked into breaking out of the attribute', () => {
    const out = formatCommentText('https://example.com/"onmouseover="alert(1)');
    expect(out).not.toContain('"onmouseover');
    expect(out).toContain(link('https://example.com/', 'https://example.com/'));
    const quoted = formatCommentText("https://example.com/'x");
    expect(quoted).not.toMatch(/href="[^"]*'/);
    expect(formatCommentText('https://exa<mple.com')).toBe(
      `${link('https://exa/', 'https://exa')}&lt;mple.com`,
    );
  });

  it('escapes a link that contains characters an attribute must not see', () => {
    expect(formatCommentText('https://example.com/?q=<b>')).toBe(
      `${link('https://example.com/?q=')}&lt;b&gt;`,
    );
  });

  it('shortens very long link text but keeps the whole address', () => {
    const url = `https://example.com/${'a'.repeat(120)}`;
    const out = formatCommentText(url);
    expect(out).toContain(`href="${url}"`);
    expect(out).toContain('…</a>');
  });
  it('sends links to other sites through /redirect when given the site origins', () => {
    const links = siteOrigins(['https://forum.example']);
    const out = formatCommentText(
      'see https://other.example/a?b=1 and https://forum.example/moment/2',
      links,
    );
    expect(out).toContain('href="/redirect?url=https%3A%2F%2Fother.example%2Fa%3Fb%3D1"');
    expect(out).toContain('href="https://forum.example/moment/2"');
    expect(out).toContain('>https://other.example/a?b=1</a>');
  });

  it('links @username of mentioned members only, keeping the rest escaped', () => {
    const out = formatCommentText(
      'hi @Alice01, <b>@bob_x12</b> mail a@alice01.com see https://x.test/@alice01',
      undefined,
      {
        alice01: 7,
      },
    );
    expect(out).toBe(
      'hi <a href="/user/7" data-mention="7">@Alice01</a>, &lt;b&gt;@bob_x12&lt;/b&gt; mail a@alice01.com see ' +
        '<a href="https://x.test/@alice01" target="_blank" rel="nofollow noopener noreferrer ugc">https://x.test/@alice01</a>',
    );
  });
});
