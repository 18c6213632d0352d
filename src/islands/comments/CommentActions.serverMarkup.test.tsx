import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '@/paraglide/runtime.js';
import { CommentActions, type CommentActionsProps } from './CommentActions.tsx';

// Before hydration there is no viewer in the stores: the server renders the visitor's row.

const props: CommentActionsProps = {
  place: { kind: 'moment', entityId: 4, timeZone: 'UTC', redirectLinks: false, historyLinks: true },
  id: 1,
  threadId: 1,
  authorId: 2,
  authorName: 'Ann',
  content: 'Hi',
  edited: false,
  likes: 3,
  hasReplies: false,
};

describe("a comment's actions as the server renders them", () => {
  afterEach(() => overwriteGetLocale(() => 'en-US'));

  it('are the visitor row, written in the page language', () => {
    overwriteGetLocale(() => 'zh-CN');
    const chinese = renderToString(createElement(CommentActions, props));
    overwriteGetLocale(() => 'en-US');
    const english = renderToString(createElement(CommentActions, props));
    expect(english).toContain('Reply');
    expect(english).toContain('>3<');
    expect(english).not.toContain('Delete');
    expect(chinese).toContain('回复');
  });
});
