import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fieldTexts, readFeed } from '../../../tests/feedReader.ts';
import { escapeXml } from './xml.ts';
import { renderRss, rfc822 } from './rss.ts';
import { renderSitemapIndex, renderUrlset } from './sitemapXml.ts';
import { robotsTxt } from './robotsTxt.ts';
import { canonicalUrl, absoluteUrl } from './siteOrigin.ts';

describe('escapeXml', () => {
  it('escapes markup characters and drops characters XML forbids', () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>\u0000\u0007ok\t\n`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;ok\t\n',
    );
  });
});

// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

describe('renderRss', () => {
  const channel = {
    title: 'Plaza & friends',
    link: 'https://plaza.example/moments',
    description: 'Newest',
    self: 'https://plaza.example/rss/moments.xml',
    language: 'en-US',
    items: [
      {
        title: 'A <script> title ]]>',
        link: 'https://plaza.example/moment/1?a=1&b=2',
        description: '</description><evil/> ]]> text',
        pubDate: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
        author: 'Ada & Bob',
      },
    ],
  };

  // Text members typed: markup, markup they typed as entities, CDATA closers, links, styles.
  const hostileChannel = {
    ...channel,
    title: '<script>alert(1)</script>]]>&lt;img src=x onerror=alert(1)&gt; · Latest moments',
    description: 'The newest moments posted on <svg onload=alert(1)> &amp;lt;b&amp;gt;',
    items: [
      {
        ...channel.items[0]!,
        title: '"><iframe src="javascript:alert(1)"></iframe> ]]><![CDATA[<b>',
        description:
          'probe <img src=x onerror=alert(1)> &lt;img src=x onerror=alert(1)&gt; <a href="javascript:alert(1)">j</a> <p style="background:url(javascript:alert(1))">s</p>',
        author: "<svg/onload=alert('x')>",
      },
      {
        ...channel.items[0]!,
        link: 'https://plaza.example/article/2',
        title: '&#60;script&#62;alert(1)&#60;/script&#62;',
        description: '<style>*{color:red}</style>&amp; ]]>',
        author: '&lt;i&gt;',
      },
    ],
  };

  it('escapes every text for HTML, then for XML, so an item can neither inject elements nor markup', () => {
    const xml = renderRss(channel);
    expect(xml).toContain('<title>Plaza &amp;amp; friends</title>');
    expect(xml).toContain('<title>A &amp;lt;script&amp;gt; title ]]&amp;gt;</title>');
    expect(xml).toContain(
      '<description>&amp;lt;/description&amp;gt;&amp;lt;evil/&amp;gt; ]]&amp;gt; text</description>',
    );
    expect(xml).toContain('<link>https://plaza.example/moment/1?a=1&amp;b=2</link>');
    expect(xml).toContain('<dc:creator>Ada &amp;amp; Bob</dc:creator>');
    expect(xml).not.toContain('<evil/>');
    expect(xml.match(/<item>/g)).toHaveLength(1);
  });

  it('gives a reader every text back as text once it decodes the XML and renders the HTML', () => {
    const fields = readFeed(renderRss(hostileChannel));
    expect(fields.filter((field) => field.elements.length > 0)).toEqual([]);
    expect(fieldTexts(fields, 'rss/channel/title')).toEqual([hostileChannel.title]);
    expect(fieldTexts(fields, 'rss/channel/description')).toEqual([hostileChannel.description]);
    expect(fieldTexts(fields, 'rss/channel/item/title')).toEqual(hostileChannel.items.map((i) => i.title));
    expect(fieldTexts(fields, 'rss/channel/item/dc:creator')).toEqual(
      hostileChannel.items.map((i) => i.author),
    );
    expect(fieldTexts(fields, 'rss/channel/item/description')).toEqual(
      hostileChannel.items.map((i) => i.description),
    );
    expect(fieldTexts(fields, 'rss/channel/item/link')).toEqual([
      'https://plaza.example/moment/1?a=1&b=2',
      'https://plaza.example/article/2',
    ]);
  });

  it('keeps any text a text, whatever characters it holds', () => {
    // Any character, with markup and the pieces of entities and CDATA often enough to meet each other.
    const piece = fc.oneof(
      fc.constantFrom(
        '<',
        '>',
        '&',
        '"',
        "'",
        ';',
        '#',
        ']]>',
        '<![CDATA[',
        '&lt;',
        '&#60;',
        '&amp;',
        'img',
        ' ',
      ),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    );
    const text = fc.string({ unit: piece, maxLength: 40 });
    fc.assert(
      fc.property(text, text, text, (title, description, author) => {
        const xml = renderRss({
          ...channel,
          title,
          items: [{ ...channel.items[0]!, title, description, author }],
        });
        const fields = readFeed(xml);
        expect(fields.filter((field) => field.elements.length > 0)).toEqual([]);
        // Only characters XML cannot carry at all are dropped.
        const readable = (value: string) => value.replace(XML_FORBIDDEN, '');
        expect(fieldTexts(fields, 'rss/channel/title')).toEqual([readable(title)]);
        expect(fieldTexts(fields, 'rss/channel/item/title')).toEqual([readable(title)]);
        expect(fieldTexts(fields, 'rss/channel/item/description')).toEqual([readable(description)]);
        expect(fieldTexts(fields, 'rss/channel/item/dc:creator')).toEqual([readable(author)]);
      }),
      { numRuns: 300 },
    );
  });

  it('dates items in RFC 822 and names the feed itself', () => {
    const xml = renderRss(channel);
    expect(rfc822(channel.items[0]!.pubDate)).toBe('Fri, 02 Jan 2026 03:04:05 GMT');
    expect(xml).toContain('<pubDate>Fri, 02 Jan 2026 03:04:05 GMT</pubDate>');
    expect(xml).toContain('<guid isPermaLink="true">https://plaza.example/moment/1?a=1&amp;b=2</guid>');
    expect(xml).toContain('<atom:link href="https://plaza.example/rss/moments.xml" rel="self"');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
  });
});

describe('sitemaps', () => {
  it('renders a urlset with ISO lastmod and escaped locations', () => {
    const xml = renderUrlset([
      { loc: 'https://plaza.example/moment/1', lastmod: new Date(Date.UTC(2026, 0, 1)) },
      { loc: 'https://plaza.example/a?b=1&c=2' },
    ]);
    expect(xml).toContain(
      '<url><loc>https://plaza.example/moment/1</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://plaza.example/a?b=1&amp;c=2</loc></url>');
  });

  it('renders an index of sitemaps', () => {
    const xml = renderSitemapIndex([{ loc: 'https://plaza.example/sitemaps/moments/0.xml' }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>https://plaza.example/sitemaps/moments/0.xml</loc></sitemap>');
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of private pages and names the sitemap by absolute URL', () => {
    const text = robotsTxt('https://plaza.example');
    for (const path of [
      '/api/',
      '/admin',
      '/user/profile',
      '/user/messages',
      '/install',
      '/redirect',
      '/search',
    ]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toContain('Sitemap: https://plaza.example/sitemap.xml');
  });
});

describe('canonicalUrl', () => {
  it('drops cursors and stray parameters but keeps those that make a different page', () => {
    const url = new URL('http://10.0.0.1:3000/moments?tab=recommended&cursor=abc&utm_source=x');
    expect(canonicalUrl(url, 'https://plaza.example')).toBe('https://plaza.example/moments');
    expect(canonicalUrl(url, 'https://plaza.example', ['tab'])).toBe(
      'https://plaza.example/moments?tab=recommended',
    );
  });

  it('makes paths absolute and leaves full URLs alone', () => {
    expect(absoluteUrl('/logo.svg', 'https://plaza.example')).toBe('https://plaza.example/logo.svg');
    expect(absoluteUrl('https://cdn.example/a.png', 'https://plaza.example')).toBe(
      'https://cdn.example/a.png',
    );
    expect(absoluteUrl('', 'https://plaza.example')).toBe('');
  });
});
