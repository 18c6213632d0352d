import { describe, expect, it } from 'vitest';
import { externalHref, redirectPath, rewriteExternalLinks, siteOrigins } from './externalLinks.ts';

const origins = siteOrigins(['https://forum.example/moment/1', 'http://localhost:4321']);
const via = (url: string) => `/redirect?url=${encodeURIComponent(url)}`;

describe('externalHref', () => {
  it('sends other origins through the interstitial', () => {
    expect(externalHref('https://other.example/a?b=1&c=2#d', origins)).toBe(
      via('https://other.example/a?b=1&c=2#d'),
    );
    expect(externalHref('http://forum.example/', origins)).toBe(via('http://forum.example/'));
    expect(externalHref('https://forum.example:8443/x', origins)).toBe(via('https://forum.example:8443/x'));
  });
  it('leaves this site, relative links and other schemes alone', () => {
    for (const href of [
      'https://forum.example/moment/2',
      'http://localhost:4321/tags',
      '/moments?tab=recommended',
      'moment/3',
      '#comments',
      '?page=2',
      'mailto:me@example.com',
      'tel:+123',
    ]) {
      expect(externalHref(href, origins)).toBe(href);
    }
  });
  it('catches addresses that browsers read as another host', () => {
    expect(externalHref('//evil.example/x', origins)).toBe(via('https://evil.example/x'));
    expect(externalHref('/\\evil.example/x', origins)).toBe(via('https://evil.example/x'));
    expect(externalHref('HTTPS://Evil.Example', origins)).toBe(via('https://evil.example/'));
  });
  it('treats every absolute link as external when the origin is unknown', () => {
    const unknown = siteOrigins([undefined, 'not a url']);
    expect(externalHref('/local', unknown)).toBe('/local');
    expect(externalHref('https://forum.example/', unknown)).toBe(via('https://forum.example/'));
  });
  it('builds the interstitial path with the address encoded', () => {
    expect(redirectPath('https://a.example/?q=x y&z=1')).toBe(
      '/redirect?url=https%3A%2F%2Fa.example%2F%3Fq%3Dx%20y%26z%3D1',
    );
  });
});

describe('rewriteExternalLinks', () => {
  it('rewrites only the href of links that leave the site', () => {
    const html =
      '<p>See <a target="_blank" rel="noopener noreferrer nofollow" href="https://other.example/a?x=1&amp;y=2">this</a>' +
      ' and <a href="/moment/5">that</a> and <a href="https://forum.example/x">ours</a>.</p>';
    expect(rewriteExternalLinks(html, origins)).toBe(
      '<p>See <a target="_blank" rel="noopener noreferrer nofollow" href="/redirect?url=https%3A%2F%2Fother.example%2Fa%3Fx%3D1%26y%3D2">this</a>' +
        ' and <a href="/moment/5">that</a> and <a href="https://forum.example/x">ours</a>.</p>',
    );
  });
  it('decodes entities before deciding and re-encodes the new value', () => {
    const html = '<a href="https&#58;//other.example/&quot;q&quot;">x</a>';
    expect(rewriteExternalLinks(html, origins)).toBe(
      `<a href="${via('https://other.example/%22q%22')}">x</a>`,
    );
    expect(rewriteExternalLinks('<a href="&#x2F;&#x2F;evil.example">x</a>', origins)).toBe(
      `<a href="${via('https://evil.example/')}">x</a>`,
    );
  });
  it('handles single-quoted, bare and spaced attributes', () => {
    expect(rewriteExternalLinks("<a title='a > b' href='https://o.example/it&#39;s'>x</a>", origins)).toBe(
      `<a title='a > b' href="${via("https://o.example/it's").replace(/'/g, '&#39;')}">x</a>`,
    );
    expect(rewriteExternalLinks('<A HREF = https://o.example/>x</A>', origins)).toBe(
      `<A href="${via('https://o.example/')}">x</A>`,
    );
  });
  it('ignores look-alikes: other attributes, other tags and text', () => {
    const html =
      '<a data-href="https://o.example" title="href=https://o.example">x</a>' +
      '<abbr href="https://o.example">y</abbr><img src="https://o.example/i.png">' +
      '<p>&lt;a href="https://o.example"&gt;</p><a>no href</a>';
    expect(rewriteExternalLinks(html, origins)).toBe(html);
  });
  it('returns markup without links as it is', () => {
    const html = '<p>plain <strong>text</strong></p>';
    expect(rewriteExternalLinks(html, origins)).toBe(html);
  });
});
