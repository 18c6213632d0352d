import { describe, expect, it } from 'vitest';
import { contentCounts } from './contentCounts.ts';
import { sanitizeContent } from './sanitizeContent.ts';

const clean = (html: string) => sanitizeContent(html).html;

describe('contentCounts', () => {
  it('counts the links and images of clean HTML; a mention is not a link', () => {
    const html = clean(
      '<p><a href="https://a.example">a</a> <a href="/user/7" data-mention="7">@bob</a> <a href="mailto:x@y.z">mail</a></p>' +
        '<p><img src="/uploads/2026/05/0123456789abcdef0123456789abcdef.png" alt="a > b"><img src="data:image/png;base64,AA=="></p>',
    );
    expect(contentCounts({ html: [html], mentioned: 1 })).toEqual({ links: 2, images: 2, mentions: 1 });
  });

  it('reads escaped markup in the text as text', () => {
    const html = clean('<p>&lt;a href="https://a.example"&gt;not a link&lt;/a&gt; &lt;img src=x&gt;</p>');
    expect(contentCounts({ html: [html], mentioned: 0 })).toEqual({ links: 0, images: 0, mentions: 0 });
  });

  it('adds every body, the attached images and the addresses of plain text', () => {
    const counts = contentCounts({
      html: [
        clean('<p><a href="https://a.example">a</a></p>'),
        clean('<p><a href="https://b.example">b</a></p>'),
      ],
      text: 'See https://c.example/x, and http://d.example.',
      attachedImages: 3,
      mentioned: 0,
    });
    expect(counts).toEqual({ links: 4, images: 3, mentions: 0 });
  });
});
