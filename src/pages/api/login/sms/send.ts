import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { getPrivateSettings } from '@/server/settings/privateSettings.ts';
import { smsProviderFor } from '@/server/signin/sms/chooseSmsProvider.ts';
import { sendSmsCode } from '@/server/signin/sms/smsCodes.commands.ts';
import { smsSendSchema } from '@/shared/signin/smsSchemas.ts';

export const POST = apiRoute(async (context) => {
  const provider = smsProviderFor((await getPrivateSettings()).sms);
  const { phone } = await parseBody(context.request, smsSendSchema);
  await sendSmsCode(phone, requestMeta(context), provider, context.locals.config.siteTitle);
  return ok({ sent: true });
});
