import { describe, expect, it } from 'vitest';
import { sanitizeContent } from '../content/sanitizeContent.ts';
import { mentionCandidates, mentionedIds, rewriteMentions, type MentionLookup } from './mentionHtml.ts';

const lookup: MentionLookup = {
  byId: new Map([
    [7, { id: 7, label: 'alice01' }],
    [9, { id: 9, label: '小明' }],
  ]),
  byName: new Map([['alice01', { id: 7, label: 'alice01' }]]),
};

const clean = (html: string) => sanitizeContent(html).html;

describe('the sanitizer and mention links', () => {
  it('keeps a mention only as a link to that member’s profile, whatever href it came with', () => {
    expect(clean('<p><a href="https://evil.example/x" data-mention="7" onclick="x()">@bob</a></p>')).toBe(
      '<p><a href="/user/7" data-mention="7">@bob</a></p>',
    );
    expect(clean('<p><a href="javascript:alert(1)" data-mention="7">@bob</a></p>')).toBe(
      '<p><a href="/user/7" data-mention="7">@bob</a></p>',
    );
  });

  it('treats a malformed data-mention as an ordinary link (checked scheme, target and rel)', () => {
    expect(clean('<p><a href="https://example.com" data-mention="7x">x</a></p>')).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow ugc">x</a></p>',
    );
    expect(clean('<p><a href="javascript:alert(1)" data-mention="-1">x</a></p>')).toBe('<p>x</p>');
  });

  it('does not let data-mention ride on another element', () => {
    expect(clean('<p><span data-mention="7">@x</span></p>')).toBe('<p>@x</p>');
  });
});

describe('mentionCandidates', () => {
  it('finds mention links and typed usernames, not in links, code, addresses or paths', () => {
    const html = clean(
      '<p>hi @Alice01 and <a href="/user/9" data-mention="9">@someone</a>, mail a@bcdef.com, ' +
        'see /x/@ghost1 <a href="https://x.test/@linked1">@linked1</a> <code>@coded1</code></p>' +
        '<pre><code>@inpre1</code></pre><p>@alice01 again, @no (too short)</p>',
    );
    expect(mentionCandidates(html)).toEqual({ ids: [9], names: ['alice01'] });
  });
});

describe('rewriteMentions', () => {
  it('links typed usernames of members, relabels known links and unwraps unknown ones', () => {
    const html = clean(
      '<p>@alice01, <a href="/user/9" data-mention="9">@fake label</a> and ' +
        '<a href="/user/404" data-mention="404">@<strong>gone</strong></a> and @unknown1</p>',
    );
    const rewritten = rewriteMentions(html, lookup);
    expect(rewritten).toBe(
      '<p><a href="/user/7" data-mention="7">@alice01</a>, <a href="/user/9" data-mention="9">@小明</a> and ' +
        '@<strong>gone</strong> and @unknown1</p>',
    );
    expect(mentionedIds(rewritten)).toEqual([7, 9]);
    // Settled HTML is stable: sanitizing and rewriting again changes nothing.
    expect(rewriteMentions(clean(rewritten), lookup)).toBe(rewritten);
  });

  it('escapes a label', () => {
    const evil: MentionLookup = { byId: new Map([[3, { id: 3, label: '<b>"x"</b>' }]]), byName: new Map() };
    expect(rewriteMentions(clean('<p><a data-mention="3">x</a></p>'), evil)).toBe(
      '<p><a href="/user/3" data-mention="3">@&lt;b&gt;&quot;x&quot;&lt;/b&gt;</a></p>',
    );
  });
});
