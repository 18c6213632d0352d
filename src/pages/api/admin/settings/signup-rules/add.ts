import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireSettingsPermission } from '@/server/adminsettings/requireSettingsPermission.ts';
import { addSignupRule } from '@/server/signup/signupRules.commands.ts';
import { listSignupRules } from '@/server/signup/signupRules.queries.ts';
import { signupRuleSchema } from '@/shared/signup/signupRuleSchema.ts';

/** POST {kind, action, value, note}: adds a sign-up block or allow rule ('settings.signup'); answers the list. */
export const POST = apiRoute(
  {
    summary: m.api_post_admin_settings_signup_rules_add,
    permission: 'settings.signup',
    body: signupRuleSchema,
  },
  async (context, parsed) => {
    const actor = requireSettingsPermission(context, 'settings.signup');
    const rule = await parsed.body();
    await addSignupRule(actor, rule);
    return ok({ rules: await listSignupRules() });
  },
);
