import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxCharacters } from './maxCharacters.ts';
import { runWithLocale } from '@/i18n/serverLocale.ts';

describe('maxCharacters', () => {
  const schema = z.string().check(maxCharacters(3));

  it('counts code points: three emoji or three accented letters of two code points fit, a fourth does not', () => {
    expect(schema.safeParse('😀😀😀').success).toBe(true);
    expect(schema.safeParse('😀😀😀😀').success).toBe(false);
    expect(schema.safeParse('e\u0301e').success).toBe(true);
    expect(schema.safeParse('e\u0301e\u0301').success).toBe(false);
  });

  it('answers with the given message, or the localized "too long" in the reader\'s language', () => {
    const own = z.string().check(maxCharacters(1, () => 'one at most'));
    expect(own.safeParse('ab').error?.issues[0]?.message).toBe('one at most');
    const english = runWithLocale('en-US', () => schema.safeParse('abcd').error?.issues[0]?.message);
    const chinese = runWithLocale('zh-CN', () => schema.safeParse('abcd').error?.issues[0]?.message);
    expect(english).toMatch(/3/);
    expect(chinese).toMatch(/3/);
    expect(chinese).not.toBe(english);
  });
});
