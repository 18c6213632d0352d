import { z } from 'zod';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { unbindProvider } from '@/server/signin/oauth/oauthAccounts.commands.ts';
import { OAUTH_PROVIDERS } from '@/server/settings/privateSettings.ts';
import { m } from '@/paraglide/messages.js';

const unbindSchema = z.object({
  provider: z.enum(OAUTH_PROVIDERS, { error: () => m.signin_unbind_failed() }),
});

export const POST = apiRoute(
  { summary: m.api_post_oauth_unbind, permission: 'member', body: unbindSchema },
  async (context, parsed) => {
    const user = requireUser(context.locals);
    const { provider } = await parsed.body();
    await unbindProvider(user.id, provider);
    return ok({ provider });
  },
);
