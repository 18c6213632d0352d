import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The Chinese catalogs speak with one voice: the reader is 你 (never the formal 您), a member of the
// forum is 成员 (never 会员 or 用户, which stays only in 用户名, 用户协议 and a database user), and a
// name that is usually written in Latin letters (the site's title, a sign-in provider) is set off by
// spaces.

const SPACED_PLACEHOLDERS = ['site', 'provider'];
const HAN = '\\p{Script=Han}';

function zhMessages(): Array<[string, string]> {
  return readdirSync('messages', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const raw = JSON.parse(readFileSync(`messages/${entry.name}/zh-CN.json`, 'utf8')) as Record<
        string,
        unknown
      >;
      return Object.entries(raw).filter((pair): pair is [string, string] => typeof pair[1] === 'string');
    });
}

describe('zh-CN catalogs', () => {
  it('address the reader as 你', () => {
    expect(zhMessages().filter(([, text]) => text.includes('您'))).toEqual([]);
  });

  it('call a member 成员', () => {
    const otherWord = /会员|用户(?!名|协议| \{username\})/u;
    expect(zhMessages().filter(([, text]) => otherWord.test(text))).toEqual([]);
  });

  it.each(SPACED_PLACEHOLDERS)('put a space between Chinese text and {%s}', (name) => {
    const touching = new RegExp(`${HAN}\\{${name}\\}|\\{${name}\\}${HAN}`, 'u');
    expect(zhMessages().filter(([, text]) => touching.test(text))).toEqual([]);
  });
});
