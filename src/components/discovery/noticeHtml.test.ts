import { describe, expect, it } from 'vitest';
import { siteNoticeView } from './noticeHtml.ts';

const unchanged = (html: string) => html;

describe('siteNoticeView', () => {
  it('cleans the admin text and keys it by its text', () => {
    const first = siteNoticeView('<p>Hello <script>alert(1)</script><b>all</b></p>', unchanged);
    expect(first?.html).toBe('<p>Hello <strong>all</strong></p>');
    expect(first?.key).toMatch(/^[0-9a-f]{16}$/);
  });

  it('answers each text on its own when the notice changes and changes back', () => {
    const a = siteNoticeView('<p>First</p>', unchanged);
    const b = siteNoticeView('<p>Second</p>', unchanged);
    const again = siteNoticeView('<p>First</p>', unchanged);
    expect(a?.html).toBe('<p>First</p>');
    expect(b?.html).toBe('<p>Second</p>');
    expect(b?.key).not.toBe(a?.key);
    expect(again).toEqual(a);
  });

  it('applies the link rewrite of each request', () => {
    const view = siteNoticeView('<p>Same</p>', (html) => html.replace('Same', 'Rewritten'));
    expect(view?.html).toBe('<p>Rewritten</p>');
    expect(siteNoticeView('<p>Same</p>', unchanged)?.html).toBe('<p>Same</p>');
  });

  it('shows nothing for blank text or text that cleans to nothing', () => {
    expect(siteNoticeView('   ', unchanged)).toBeUndefined();
    expect(siteNoticeView('<script>alert(1)</script>', unchanged)).toBeUndefined();
  });
});
