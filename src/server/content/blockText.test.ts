import { describe, expect, it } from 'vitest';
import { blockText } from './blockText.ts';
import { plainText } from './plainText.ts';

describe('blockText', () => {
  it('gives each paragraph, heading, list item and quote its own line', () => {
    const html =
      '<h2>Title</h2><p>First <strong>bold</strong> words.</p><p>Second<br>line</p>' +
      '<ul><li><p>one</p></li><li><p>two</p></li></ul><blockquote><p>quoted</p></blockquote>';
    expect(blockText(html)).toBe('Title\nFirst bold words.\nSecond\nline\none\ntwo\nquoted');
  });

  it('keeps the lines of a code block and reads other raw line breaks as spaces', () => {
    expect(blockText('<p>a\nb</p><pre><code>let x = 1;\nx++;</code></pre>')).toBe('a b\nlet x = 1;\nx++;');
  });

  it('decodes entities into text, collapses spaces and drops empty paragraphs', () => {
    expect(blockText('<p>a &lt;b&gt; &amp;   c</p><p></p><p>&nbsp;</p><p>d</p>')).toBe('a <b> & c\nd');
  });

  it('is what plainText joins with spaces', () => {
    expect(plainText('<p>One</p><p>Two</p>')).toBe('One Two');
  });
});
