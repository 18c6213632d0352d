import { describe, expect, it } from 'vitest';
import { tweetHtmlToText, tweetTextToHtml } from './tweetHtml.ts';
import { sanitizeContent } from '../content/sanitizeContent.ts';

describe('tweetTextToHtml', () => {
  it('makes paragraphs of blank-line separated text and <br> of single line breaks', () => {
    expect(tweetTextToHtml('Hello\nworld\n\n\nSecond  paragraph\r\n')).toBe(
      '<p>Hello<br>world</p><p>Second  paragraph</p>',
    );
  });

  it('escapes markup so it shows as text', () => {
    expect(tweetTextToHtml(`<script>alert("x")</script> & 'quotes'`)).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;</p>',
    );
  });

  it('gives nothing for blank text', () => {
    expect(tweetTextToHtml('  \n\n \t ')).toBe('');
  });

  it('links web addresses by the rules comments use, the whole address as the link text', () => {
    const long = `https://example.com/${'a'.repeat(120)}?q=1`;
    expect(tweetTextToHtml(`see https://example.com/x (and ${long}). javascript:alert(1)`)).toBe(
      `<p>see <a href="https://example.com/x">https://example.com/x</a> (and <a href="${long}">${long}</a>). javascript:alert(1)</p>`,
    );
  });

  it('survives the sanitizer unchanged in meaning', () => {
    const clean = sanitizeContent(tweetTextToHtml('a <b>bold</b>\nline')).html;
    expect(clean).toBe('<p>a &lt;b&gt;bold&lt;/b&gt;<br />line</p>');
  });
});

describe('tweetHtmlToText', () => {
  it('turns stored tweet HTML back into the text that was typed', () => {
    const text = `Line one\nline "two" & <three> https://example.com/a?b=1&c=2\n\nNext 段落 it's`;
    expect(tweetHtmlToText(sanitizeContent(tweetTextToHtml(text)).html)).toBe(text);
  });
});
