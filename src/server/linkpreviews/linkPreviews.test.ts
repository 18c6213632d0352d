import { describe, expect, it } from 'vitest';
import {
  previewAllowed,
  parseDomainList,
  linkPreviewConfigSchema,
} from '@/shared/linkpreviews/linkPreviewSettings.ts';
import {
  loneLinks,
  loneLinksInText,
  previewableUrl,
  withPreviewCards,
  PREVIEWS_PER_ITEM,
} from './loneLinks.ts';
import { readOembedFacts, readPageFacts } from './previewPage.ts';
import { formatCommentText, loneLinkOfLine } from '@/shared/comments/formatCommentText.ts';

const link = (href: string, text = href) =>
  `<a href="${href.replace(/&/g, '&amp;')}" target="_blank" rel="nofollow ugc">${text.replace(/&/g, '&amp;')}</a>`;

describe('lone links', () => {
  it('are links alone in their paragraph whose text is their address', () => {
    const html =
      `<p>Look:</p><p>${link('https://example.com/a?x=1&y=2')}</p>` +
      `<p>Inline ${link('https://inline.example/')} text</p>` +
      `<p>${link('https://worded.example/', 'a worded link')}</p>` +
      `<p>${link('https://evil.example/', 'https://good.example/')}</p>` +
      `<p> ${link('http://second.example/#part')} </p><p>${link('https://example.com/a?x=1&y=2')}</p>`;
    expect(loneLinks(html)).toEqual(['https://example.com/a?x=1&y=2', 'http://second.example/']);
  });

  it('are read through the /redirect interstitial when external links are rewritten', () => {
    const html = `<p><a href="/redirect?url=${encodeURIComponent('https://o.example/p')}" rel="x">https://o.example/p</a></p>`;
    expect(loneLinks(html)).toEqual(['https://o.example/p']);
  });

  it('are http(s) only, without credentials, and at most a few per item', () => {
    expect(previewableUrl('javascript:alert(1)')).toBeUndefined();
    expect(previewableUrl('ftp://example.com/')).toBeUndefined();
    expect(previewableUrl('https://user:pw@example.com/')).toBeUndefined();
    expect(previewableUrl(`https://example.com/${'a'.repeat(3000)}`)).toBeUndefined();
    const many = Array.from({ length: 9 }, (_, i) => `<p>${link(`https://e${i}.example/`)}</p>`).join('');
    expect(loneLinks(many)).toHaveLength(PREVIEWS_PER_ITEM);
  });

  it('in plain text are URLs alone on a line', () => {
    expect(
      loneLinksInText('see\nhttps://a.example/x\n  https://b.example/  \nhttps://c.example/ and more'),
    ).toEqual(['https://a.example/x', 'https://b.example/']);
  });
});

describe('cards', () => {
  it('take the paragraph, keep the link and escape every field', () => {
    const html = `<p>${link('https://example.com/')}</p><p>${link('https://nocard.example/')}</p>`;
    const out = withPreviewCards(html, (url) =>
      url === 'https://example.com/'
        ? {
            title: '<script>x</script>',
            description: '"d"',
            siteName: '',
            imageUrl: '/uploads/2026/12/ab.png',
          }
        : undefined,
    );
    expect(out).toBe(
      '<div class="link-preview-card"><a class="link-preview" href="https://example.com/" target="_blank" rel="nofollow ugc">' +
        '<img class="link-preview-image" src="/uploads/2026/12/ab.png" alt="" loading="lazy"><span class="link-preview-text">' +
        '<span class="link-preview-site">example.com</span><span class="link-preview-title">&lt;script&gt;x&lt;/script&gt;</span>' +
        '<span class="link-preview-description">&quot;d&quot;</span></span></a></div>' +
        `<p>${link('https://nocard.example/')}</p>`,
    );
  });

  it('leave HTML without lone links unchanged', () => {
    const html = '<p>Plain <strong>text</strong></p>';
    expect(withPreviewCards(html, () => ({ title: 't', description: '', siteName: '', imageUrl: '' }))).toBe(
      html,
    );
  });
});

describe('page facts', () => {
  it('prefer Open Graph, fall back to <title> and description, resolve the image', () => {
    const facts = readPageFacts(
      '<html><head><title>T &amp; t</title><meta name="description" content="  Some\n text "><meta property="og:image" content="/i.png">' +
        '<script>document.write("<meta property=og:title content=bad>")</script>' +
        '<link rel="alternate" type="application/json+oembed" href="/oembed?u=1&amp;f=json"></head><body><title>no</title></body></html>',
      'https://site.example/a/b',
    );
    expect(facts).toEqual({
      title: 'T & t',
      description: 'Some text',
      siteName: '',
      imageUrl: 'https://site.example/i.png',
      oembedUrl: 'https://site.example/oembed?u=1&f=json',
    });
    const og = readPageFacts(
      '<meta property="og:title" content="OG"><meta property="og:site_name" content="Site"><meta property="og:image" content="javascript:x">',
      'https://site.example/',
    );
    expect(og).toMatchObject({ title: 'OG', siteName: 'Site', imageUrl: '' });
  });

  it('cut long text and never take oEmbed html', () => {
    expect(readPageFacts(`<title>${'a'.repeat(400)}</title>`, 'https://x.example/').title).toHaveLength(300);
    expect(
      readOembedFacts({ title: 'T', provider_name: 'P', html: '<iframe>' }, 'https://x.example/'),
    ).toEqual({
      title: 'T',
      siteName: 'P',
      imageUrl: '',
    });
  });
});

describe('owner settings', () => {
  it('off, all, or listed domains with their subdomains', () => {
    expect(previewAllowed('https://a.example/', { mode: 'off', domains: [] })).toBe(false);
    expect(previewAllowed('https://a.example/', { mode: 'all', domains: [] })).toBe(true);
    const listed = { mode: 'listed' as const, domains: ['example.com'] };
    expect(previewAllowed('https://example.com/x', listed)).toBe(true);
    expect(previewAllowed('https://www.example.com/x', listed)).toBe(true);
    expect(previewAllowed('https://badexample.com/x', listed)).toBe(false);
  });

  it('a typed list is parsed and checked', () => {
    expect(parseDomainList('Example.com\nfoo.org, example.com ')).toEqual(['example.com', 'foo.org']);
    expect(linkPreviewConfigSchema.safeParse({ mode: 'listed', domains: ['https://x.com/'] }).success).toBe(
      false,
    );
    expect(linkPreviewConfigSchema.safeParse({ mode: 'listed', domains: ['x.com'] }).success).toBe(true);
  });
});

describe('comment text', () => {
  const card = { title: 'Title', description: '', siteName: 'Site', imageUrl: '' };

  it('shows a line that is one address with a card as the card, other links as links', () => {
    const html = formatCommentText(
      'Look\nhttps://a.example/x\nsee https://a.example/x too',
      undefined,
      undefined,
      {
        'https://a.example/x': card,
      },
    );
    expect(html).toBe(
      'Look<br><div class="link-preview-card"><a class="link-preview" href="https://a.example/x" target="_blank" rel="nofollow noopener noreferrer ugc">' +
        '<span class="link-preview-text"><span class="link-preview-site">Site</span><span class="link-preview-title">Title</span></span></a></div>' +
        '<br>see <a href="https://a.example/x" target="_blank" rel="nofollow noopener noreferrer ugc">https://a.example/x</a> too',
    );
  });

  it('is unchanged without cards', () => {
    const text = 'https://a.example/x';
    expect(formatCommentText(text, undefined, undefined, {})).toBe(formatCommentText(text));
    expect(loneLinkOfLine(' https://a.example/x. ')).toBeUndefined();
    expect(loneLinkOfLine(' https://a.example/x ')).toBe('https://a.example/x');
  });
});
