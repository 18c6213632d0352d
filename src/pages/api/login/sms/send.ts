import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { getPrivateSettings } from '@/server/settings/privateSettings.ts';
import { smsProviderFor } from '@/server/signin/sms/chooseSmsProvider.ts';
import { sendSmsCode } from '@/server/signin/sms/smsCodes.commands.ts';
import { smsSendSchema } from '@/shared/signin/smsSchemas.ts';

export const POST = apiRoute(
  { summary: m.api_post_login_sms_send, permission: 'anyone', body: smsSendSchema },
  async (context, parsed) => {
    const provider = smsProviderFor((await getPrivateSettings()).sms);
    const { phone } = await parsed.body();
    await sendSmsCode(phone, requestMeta(context), provider, context.locals.config.siteTitle);
    return ok({ sent: true });
  },
);
