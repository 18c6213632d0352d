import { describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '@/paraglide/runtime.js';
import { countText } from './countText.ts';

describe('countText', () => {
  it('uses the singular for exactly one', () => {
    overwriteGetLocale(() => 'en-US');
    expect(countText('views', 1)).toBe('1 view');
    expect(countText('views', 0)).toBe('0 views');
    expect(countText('articles', 21)).toBe('21 articles');
  });

  it('speaks Chinese in zh-CN', () => {
    overwriteGetLocale(() => 'zh-CN');
    expect(countText('comments', 1)).toBe('1 条评论');
    expect(countText('likes', 7)).toBe('7 个赞');
  });
});
