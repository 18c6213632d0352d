import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireSettingsPermission } from '@/server/adminsettings/requireSettingsPermission.ts';
import { removeSignupRule } from '@/server/signup/signupRules.commands.ts';
import { listSignupRules } from '@/server/signup/signupRules.queries.ts';
import { signupRuleRemoveSchema } from '@/shared/signup/signupRuleSchema.ts';

/** POST {id}: removes a sign-up rule ('settings.signup'); answers the list. */
export const POST = apiRoute(async (context) => {
  const actor = requireSettingsPermission(context, 'settings.signup');
  const { id } = await parseBody(context.request, signupRuleRemoveSchema);
  await removeSignupRule(actor, id);
  return ok({ rules: await listSignupRules() });
});
