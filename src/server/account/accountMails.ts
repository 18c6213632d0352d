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

export function verificationMail(input: {
  to: string;
  nickname: string;
  site: string;
  link: string;
}): MailMessage {
  return mailWithLink({
    to: input.to,
    subject: m.account_mail_verify_subject({ site: input.site }),
    intro: m.account_mail_verify_intro({ nickname: input.nickname, site: input.site }),
    action: m.account_mail_verify_action(),
    link: input.link,
    outro: m.account_mail_verify_outro(),
  });
}

export function passwordResetMail(input: {
  to: string;
  nickname: string;
  site: string;
  link: string;
}): MailMessage {
  return mailWithLink({
    to: input.to,
    subject: m.account_mail_reset_subject({ site: input.site }),
    intro: m.account_mail_reset_intro({ nickname: input.nickname, site: input.site }),
    action: m.account_mail_reset_action(),
    link: input.link,
    outro: m.account_mail_reset_outro(),
  });
}
