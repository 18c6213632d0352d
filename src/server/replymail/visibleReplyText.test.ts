import { describe, expect, it } from 'vitest';
import { visibleReplyText } from './visibleReplyText.ts';

// Replies as the mail programs write them: the member's text, then the quoted notice.
const GMAIL = `Thanks, that fixed it!\r
\r
On Sun, Dec 6, 2026 at 6:30 PM Plaza <reply+12m3c4.0123456789abcdef0123456789abcdef@plaza.test> wrote:\r
> Ann wrote:\r
> > Have you tried turning it off?\r
>\r
> Reply to this e-mail to answer.\r
`;

const GMAIL_ZH = `谢谢，已经解决了。

在 2026年12月6日周日 18:30，Plaza <reply+12m3c4.0123456789abcdef0123456789abcdef@plaza.test> 写道：

> 安妮 写道：
> > 试过重启吗？
`;

const SIGNED = `Sounds good, see you there.

-- 
Bob Example
https://bob.example
`;

const QQ_MAIL = `好的，明天见

------------------ 原始邮件 ------------------
发件人: "Plaza" <reply+1v2.0123456789abcdef0123456789abcdef@plaza.test>;
发送时间: 2026年12月6日(星期天) 晚上6:30
收件人: "bob" <bob@qq.com>;
主题: 新私信
`;

const OUTLOOK = `I agree with this.

Get Outlook for iOS<https://aka.ms/o0ukef>
________________________________
From: Plaza <reply+1v2.0123456789abcdef0123456789abcdef@plaza.test>
Sent: Sunday, December 6, 2026 6:30 PM
To: Bob <bob@outlook.com>
Subject: New comment
`;

const OUTLOOK_ZH = `同意。

发件人: Plaza <reply+1v2.0123456789abcdef0123456789abcdef@plaza.test>
发送时间: 2026年12月6日 18:30
收件人: 鲍勃 <bob@outlook.com>
主题: 新评论
`;

const PHONE_ZH = `收到，谢谢

发自我的iPhone

------------------ Original ------------------
From: Plaza <reply@plaza.test>
`;

describe('the typed part of a reply', () => {
  it.each([
    ['Gmail, English', GMAIL, 'Thanks, that fixed it!'],
    ['Gmail, Chinese', GMAIL_ZH, '谢谢，已经解决了。'],
    ['a "-- " signature', SIGNED, 'Sounds good, see you there.'],
    ['QQ Mail', QQ_MAIL, '好的，明天见'],
    ['Outlook, English', OUTLOOK, 'I agree with this.'],
    ['Outlook, Chinese', OUTLOOK_ZH, '同意。'],
    ['a Chinese phone signature', PHONE_ZH, '收到，谢谢'],
  ])('%s', (_name, mail, typed) => {
    expect(visibleReplyText(mail)).toBe(typed);
  });

  it('keeps every line the member wrote, and nothing of a mail that is only quotes', () => {
    expect(visibleReplyText('First line\nsecond line\n\nthird paragraph')).toBe(
      'First line\nsecond line\n\nthird paragraph',
    );
    expect(visibleReplyText('> only\n> quoted\n')).toBe('');
  });
});
