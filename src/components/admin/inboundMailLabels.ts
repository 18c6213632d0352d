import type { Locale } from '@/i18n/locales.ts';
import { refusalMessage } from '@/server/replymail/refusalMessage.ts';
import { isInboundRefusal } from '@/server/replymail/inboundReason.ts';
import { m } from '@/paraglide/messages.js';

/** What became of an arrived mail, in the reader's language, and why when it was refused. */
export function inboundOutcomeLabel(
  outcome: string,
  reason: string,
  locale: Locale,
): { label: string; why: string } {
  if (outcome === 'posted') return { label: m.replymail_admin_posted({}, { locale }), why: '' };
  if (outcome === 'refused') {
    return {
      label: m.replymail_admin_refused({}, { locale }),
      why: isInboundRefusal(reason) ? refusalMessage(reason, locale) : '',
    };
  }
  return { label: m.replymail_admin_received({}, { locale }), why: '' };
}
