import { apiRoute } from '@/server/http/apiRoute.ts';
import { answerInboundWebhook } from '@/server/replymail/inboundWebhook.ts';

/** POST /api/mail/inbound: mail providers' inbound webhooks for reply by email. */
export const POST = apiRoute((context) => answerInboundWebhook(context.request, context.locals.locale));
