import { z } from 'zod';
import { m } from '@/paraglide/messages.js';
import { isDomainName } from './emailDomain.ts';
import { parseIpRange } from './ipRange.ts';

export const SIGNUP_RULE_KINDS = ['domain', 'ip'] as const;
export const SIGNUP_RULE_ACTIONS = ['block', 'allow'] as const;
export type SignupRuleKind = (typeof SIGNUP_RULE_KINDS)[number];
export type SignupRuleAction = (typeof SIGNUP_RULE_ACTIONS)[number];

const NOTE_MAX = 255;

/** POST /api/admin/settings/signup-rules: a domain (`example.com`, `@example.com`) or an address/CIDR range. */
export const signupRuleSchema = z
  .object({
    kind: z.enum(SIGNUP_RULE_KINDS),
    action: z.enum(SIGNUP_RULE_ACTIONS),
    value: z.string().trim().toLowerCase().max(191),
    note: z
      .string()
      .trim()
      .max(NOTE_MAX, { error: () => m.signupdefence_note_too_long({ max: String(NOTE_MAX) }) })
      .default(''),
  })
  .transform((rule) => ({
    ...rule,
    value: rule.kind === 'domain' ? rule.value.replace(/^@/, '') : rule.value,
  }))
  .superRefine((rule, context) => {
    const valid = rule.kind === 'domain' ? isDomainName(rule.value) : parseIpRange(rule.value) !== null;
    if (!valid) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: rule.kind === 'domain' ? m.signupdefence_rule_bad_domain() : m.signupdefence_rule_bad_ip(),
      });
    }
  });

export type SignupRuleInput = z.output<typeof signupRuleSchema>;

/** POST /api/admin/settings/signup-rules/remove */
export const signupRuleRemoveSchema = z.object({ id: z.coerce.number().int().positive() });

/** A rule as the settings screen lists it. */
export interface SignupRuleView {
  id: number;
  kind: SignupRuleKind;
  action: SignupRuleAction;
  value: string;
  note: string;
  createdAt: string;
}
