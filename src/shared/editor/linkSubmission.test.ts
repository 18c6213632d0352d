import { describe, expect, it } from 'vitest';
import { resolveLinkSubmission } from './linkSubmission.ts';

const base = { text: '', href: '', originalText: '', hasRange: false };

describe('resolveLinkSubmission', () => {
  it('does nothing for an empty address', () => {
    expect(resolveLinkSubmission({ ...base, text: 'x', href: '   ' })).toEqual({ kind: 'ignore' });
  });

  it('refuses schemes outside the allowlist', () => {
    expect(resolveLinkSubmission({ ...base, href: 'javascript:alert(1)' })).toEqual({ kind: 'refuse' });
    expect(resolveLinkSubmission({ ...base, href: 'data:text/html,x' })).toEqual({ kind: 'refuse' });
  });

  it('accepts registered extra schemes', () => {
    expect(resolveLinkSubmission({ ...base, href: 'magnet:?xt=1', extraSchemes: ['magnet'] })).toMatchObject({
      kind: 'replace',
    });
  });

  it('uses the address as the text when there is no text and no selection', () => {
    expect(resolveLinkSubmission({ ...base, href: ' https://example.com ' })).toEqual({
      kind: 'replace',
      href: 'https://example.com',
      text: 'https://example.com',
    });
  });

  it('inserts the typed text at the cursor', () => {
    expect(resolveLinkSubmission({ ...base, text: 'Example', href: 'https://example.com' })).toEqual({
      kind: 'replace',
      href: 'https://example.com',
      text: 'Example',
    });
  });

  it('marks the selection as it is when its text is unchanged or cleared', () => {
    const selected = { ...base, originalText: 'hello', hasRange: true, href: 'mailto:a@example.com' };
    expect(resolveLinkSubmission({ ...selected, text: 'hello' })).toEqual({
      kind: 'mark',
      href: 'mailto:a@example.com',
    });
    expect(resolveLinkSubmission({ ...selected, text: '' })).toEqual({
      kind: 'mark',
      href: 'mailto:a@example.com',
    });
  });

  it('replaces the selection when its text was edited', () => {
    expect(
      resolveLinkSubmission({ ...base, originalText: 'hello', hasRange: true, text: 'hi', href: '/about' }),
    ).toEqual({ kind: 'replace', href: '/about', text: 'hi' });
  });
});
