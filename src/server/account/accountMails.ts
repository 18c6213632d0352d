import { m } from '@/paraglide/messages.js';
import { getEnv } from '../config/env.ts';
import type { MailMessage } from '../mail/sendMail.ts';

/** Links in mails point at PUBLIC_ORIGIN when set (behind a proxy), else at the origin the request came to. */
export function publicOrigin(requestUrl: URL): string {
  return (getEnv().PUBLIC_ORIGIN ?? requestUrl.origin).replace(/\/+$/, '');
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function mailWithLink(input: {
  to: string;
  subject: string;
  intro: string;
  action: string;
  link: string;
  outro: string;
}): MailMessage {
  const link = escapeHtml(input.link);
  return {
    to: input.to,
    subject: input.subject,
    text: `${input.intro}\n\n${input.link}\n\n${input.outro}\n`,
    html:
      `<p>${escapeHtml(input.intro)}</p>` +
      `<p><a href="${link}">${escapeHtml(input.action)}</a></p>` +
      `<p style="color:#666;font-size:13px">${link}</p>` +
      `<p style="color:#666">${escapeHtml(input.outro)}</p>`,
  };
}

/** The words of one kind of account mail, as the message catalogue gives them. */
interface AccountMailWords {
  subject: (inputs: { site: string }) => string;
  intro: (inputs: { nickname: string; site: string }) => string;
  action: () => string;
  outro: () => string;
}

/** A mail to a member that asks them to follow a link, in the words given. */
function accountLinkMail(words: AccountMailWords) {
  return (input: { to: string; nickname: string; site: string; link: string }): MailMessage =>
    mailWithLink({
      to: input.to,
      subject: words.subject({ site: input.site }),
      intro: words.intro({ nickname: input.nickname, site: input.site }),
      action: words.action(),
      link: input.link,
      outro: words.outro(),
    });
}

export const verificationMail = accountLinkMail({
  subject: m.account_mail_verify_subject,
  intro: m.account_mail_verify_intro,
  action: m.account_mail_verify_action,
  outro: m.account_mail_verify_outro,
});

export const passwordResetMail = accountLinkMail({
  subject: m.account_mail_reset_subject,
  intro: m.account_mail_reset_intro,
  action: m.account_mail_reset_action,
  outro: m.account_mail_reset_outro,
});
