import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { answerInboundWebhook } from '@/server/replymail/inboundWebhook.ts';

/** POST /api/mail/inbound: mail providers' inbound webhooks for reply by email. */
export const POST = apiRoute({ summary: m.api_post_mail_inbound, permission: 'anyone' }, (context) =>
  answerInboundWebhook(context.request, context.locals.locale),
);
