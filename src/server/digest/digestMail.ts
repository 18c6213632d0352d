import { escapeHtml } from '@/shared/comments/safeHtml.ts';
import { articlePath } from '@/shared/articles/articlePaths.ts';
import { momentPath } from '@/shared/moments/momentCard.ts';
import type { Locale } from '@/i18n/locales.ts';
import { m } from '@/paraglide/messages.js';
import type { MailMessage } from '../mail/mailMessage.ts';

/** One line of a digest: an item with its author's name. */
interface DigestEntry {
  kind: 'moment' | 'article';
  id: number;
  title: string;
  authorName: string;
  likes: number;
  comments: number;
}

export interface DigestMailInput {
  to: string;
  memberName: string;
  locale: Locale;
  siteTitle: string;
  /** The site's origin without a trailing slash ('' when PUBLIC_ORIGIN is unset). */
  origin: string;
  entries: readonly DigestEntry[];
  unsubscribeUrl: string;
}

const NOTIFICATION_SETTINGS_PATH = '/user/notifications';
const TITLE_LENGTH = 120;

function shortTitle(title: string): string {
  const flat = title.replace(/\s+/g, ' ').trim();
  return flat.length > TITLE_LENGTH ? `${flat.slice(0, TITLE_LENGTH - 1)}…` : flat;
}

function entryUrl(origin: string, entry: DigestEntry): string {
  return `${origin}${entry.kind === 'moment' ? momentPath(entry.id) : articlePath(entry.id)}`;
}

const STYLE = {
  body: 'margin:0;padding:24px;background:#f5f5f4;font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#1c1917',
  card: 'max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px',
  item: 'padding:12px 0;border-top:1px solid #e7e5e4',
  kind: 'font-size:12px;color:#78716c;text-transform:uppercase;letter-spacing:0.04em',
  link: 'font-size:16px;font-weight:600;color:#1d4ed8;text-decoration:none',
  meta: 'font-size:13px;color:#57534e;margin-top:4px',
  foot: 'font-size:12px;color:#78716c;margin-top:24px;line-height:1.5',
  footLink: 'color:#57534e',
};

/** The digest mail in the member's language: a plain-text part and an HTML part with inline styles only. */
export function composeDigestMail(input: DigestMailInput): MailMessage {
  const { locale, origin, siteTitle } = input;
  const settingsUrl = `${origin}${NOTIFICATION_SETTINGS_PATH}`;
  const greeting = m.digest_mail_greeting({ name: input.memberName }, { locale });
  const kindLabel = (entry: DigestEntry) =>
    entry.kind === 'moment' ? m.digest_mail_moment({}, { locale }) : m.digest_mail_article({}, { locale });
  const meta = (entry: DigestEntry) =>
    m.digest_mail_meta(
      { author: entry.authorName, likes: entry.likes, comments: entry.comments },
      { locale },
    );
  const why = m.digest_mail_why({}, { locale });
  const settings = m.digest_mail_settings({}, { locale });
  const unsubscribe = m.digest_mail_unsubscribe({}, { locale });

  const text = [
    greeting,
    '',
    ...input.entries.flatMap((entry) => [
      `${kindLabel(entry)}: ${shortTitle(entry.title)}`,
      meta(entry),
      entryUrl(origin, entry),
      '',
    ]),
    m.digest_mail_visit({ site: siteTitle }, { locale }),
    `${origin}/`,
    '',
    why,
    `${settings}: ${settingsUrl}`,
    `${unsubscribe}: ${input.unsubscribeUrl}`,
  ].join('\n');

  const items = input.entries
    .map(
      (entry) =>
        `<div style="${STYLE.item}"><div style="${STYLE.kind}">${escapeHtml(kindLabel(entry))}</div>` +
        `<a style="${STYLE.link}" href="${escapeHtml(entryUrl(origin, entry))}">${escapeHtml(shortTitle(entry.title))}</a>` +
        `<div style="${STYLE.meta}">${escapeHtml(meta(entry))}</div></div>`,
    )
    .join('');
  const html =
    `<!doctype html><html lang="${locale}"><body style="${STYLE.body}"><div style="${STYLE.card}">` +
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>${items}` +
    `<p style="margin:16px 0 0"><a style="${STYLE.link}" href="${escapeHtml(`${origin}/`)}">${escapeHtml(m.digest_mail_visit({ site: siteTitle }, { locale }))}</a></p>` +
    `<p style="${STYLE.foot}">${escapeHtml(why)}<br>` +
    `<a style="${STYLE.footLink}" href="${escapeHtml(settingsUrl)}">${escapeHtml(settings)}</a> · ` +
    `<a style="${STYLE.footLink}" href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(unsubscribe)}</a></p>` +
    `</div></body></html>`;

  return {
    to: input.to,
    subject: m.digest_mail_subject({ site: siteTitle }, { locale }),
    text,
    html,
    unsubscribeUrl: input.unsubscribeUrl,
  };
}
