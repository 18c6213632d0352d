import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireSettingsPermission } from '@/server/adminsettings/requireSettingsPermission.ts';
import { removeSignupRule } from '@/server/signup/signupRules.commands.ts';
import { listSignupRules } from '@/server/signup/signupRules.queries.ts';
import { signupRuleRemoveSchema } from '@/shared/signup/signupRuleSchema.ts';

/** POST {id}: removes a sign-up rule ('settings.signup'); answers the list. */
export const POST = apiRoute(
  {
    summary: m.api_post_admin_settings_signup_rules_remove,
    permission: 'settings.signup',
    body: signupRuleRemoveSchema,
  },
  async (context, parsed) => {
    const actor = requireSettingsPermission(context, 'settings.signup');
    const { id } = await parsed.body();
    await removeSignupRule(actor, id);
    return ok({ rules: await listSignupRules() });
  },
);
