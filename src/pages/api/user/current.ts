import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { registrationRank } from '@/server/users/registrationRank.ts';
import { listSigninMethods } from '@/server/signin/oauth/oauthAccounts.queries.ts';
import type { CurrentUserDetails } from '@/shared/users/currentUser.ts';

export const GET = apiRoute({ summary: m.api_get_user_current, permission: 'anyone' }, async (context) => {
  const { user } = context.locals;
  if (!user) return ok<CurrentUserDetails | null>(null);
  const [rank, methods] = await Promise.all([registrationRank(user.id), listSigninMethods(user.id)]);
  const wechatBound = methods.bindings.some((binding) => binding.provider === 'wechat');
  return ok<CurrentUserDetails | null>({ ...user, wechatBound, registrationRank: rank });
});
