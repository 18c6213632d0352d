import type { Locale } from '@/i18n/locales.ts';
import { m } from '@/paraglide/messages.js';
import type { InboundRefusal } from './inboundReason.ts';

const MESSAGES: Record<InboundRefusal, (inputs: object, options: { locale: Locale }) => string> = {
  'reply-off': m.replymail_refused_reply_off,
  'bad-address': m.replymail_refused_bad_address,
  'wrong-secret': m.replymail_refused_wrong_secret,
  'forged-sender': m.replymail_refused_forged_sender,
  'html-only': m.replymail_refused_html_only,
  'too-large': m.replymail_refused_too_large,
  empty: m.replymail_refused_empty,
  'item-gone': m.replymail_refused_item_gone,
  'not-allowed': m.replymail_refused_not_allowed,
  'rate-limited': m.replymail_refused_rate_limited,
  invalid: m.replymail_refused_invalid,
};

/** The bounce reason a sender reads, in `locale`. */
export function refusalMessage(reason: InboundRefusal, locale: Locale): string {
  return MESSAGES[reason]({}, { locale });
}
