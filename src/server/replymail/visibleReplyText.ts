import EmailReplyParser from 'email-reply-parser';

// What the parser does not know: QQ Mail's and Chinese Outlook's quote headers, and Chinese phone
// signatures. The quoted mail below them is cut before the parser reads the rest.
const QUOTE_STARTS = [
  /^-{2,}\s*原始邮件\s*-{2,}\s*$/m,
  /^-{2,}\s*回复的原邮件\s*-{2,}\s*$/m,
  /^\s*发件人\s*[:：].*$/m,
  /^\s*\*?From:\*?\s.*$(?=\n\s*\*?(Sent|Date):)/m,
  /^\s*发自我的.{1,30}$/m,
];

/**
 * The part of a reply its writer typed: the quoted mail ("On … wrote:", "在 … 写道：", QQ Mail's
 * "原始邮件", Outlook's header block), `>` lines and signatures ("-- ", "Sent from my …") removed.
 */
export function visibleReplyText(text: string): string {
  let kept = text.replace(/\r\n?/g, '\n');
  for (const start of QUOTE_STARTS) {
    const found = start.exec(kept);
    if (found) kept = kept.slice(0, found.index);
  }
  return new EmailReplyParser().parseReply(kept).trim();
}
