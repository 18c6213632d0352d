import { apiRoute } from '@/server/http/apiRoute.ts';
import { fail, ok } from '@/server/http/respond.ts';
import { getEnv } from '@/server/config/env.ts';
import { assertInboundSecret, mailOfWebhook } from '@/server/replymail/inboundWebhook.ts';
import { receiveReplyMail } from '@/server/replymail/receiveReplyMail.ts';
import { refusalMessage } from '@/server/replymail/refusalMessage.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

/**
 * POST /api/mail/inbound: a mail provider's inbound webhook (decision 066). A wrong secret is 401
 * and a request without a message 400 (the provider's set-up is wrong); a mail that was read answers
 * 200 with its outcome, refused or not, so the provider does not retry it.
 */
export const POST = apiRoute(async (context) => {
  const secret = getEnv().INBOUND_MAIL_SECRET;
  if (!secret) return fail(404, m.error_feature_disabled(), ErrorCode.notFound);
  assertInboundSecret(context.request, secret);
  const result = await receiveReplyMail(await mailOfWebhook(context.request));
  const message = result.outcome === 'refused' ? refusalMessage(result.reason, context.locals.locale) : '';
  return ok({ ...result, message });
});
