import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { signupRules } from '../db/schema/index.ts';
import { isDuplicateKey } from '../db/mysqlErrors.ts';
import { ApiError } from '../http/ApiError.ts';
import { recordAction } from '../moderation/recordAction.ts';
import type { SettingsActor } from '../adminsettings/auditedSettingsSave.ts';
import type { SignupRuleInput } from '@/shared/signup/signupRuleSchema.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

/** Adds a block or allow rule, audited; the same rule twice is a 409. Answers the new rule's id. */
export async function addSignupRule(
  actor: SettingsActor,
  rule: SignupRuleInput,
  db: Database = getDb(),
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(signupRules)
        .values({ ...rule, createdBy: actor.id })
        .$returningId();
      await recordAction(tx, {
        actorId: actor.id,
        action: 'signup_rule.add',
        targetType: 'settings',
        targetId: inserted!.id,
        detail: { kind: rule.kind, action: rule.action, value: rule.value, note: rule.note },
        ip: actor.ip,
      });
      return inserted!.id;
    });
  } catch (error) {
    if (isDuplicateKey(error)) {
      throw new ApiError(409, m.signupdefence_rule_exists(), ErrorCode.conflict, 'value');
    }
    throw error;
  }
}

/** Removes a rule, audited; a rule already gone is a 404. */
export async function removeSignupRule(
  actor: SettingsActor,
  id: number,
  db: Database = getDb(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [rule] = await tx.select().from(signupRules).where(eq(signupRules.id, id)).limit(1).for('update');
    if (!rule) throw new ApiError(404, m.signupdefence_rule_missing(), ErrorCode.notFound);
    await tx.delete(signupRules).where(eq(signupRules.id, id));
    await recordAction(tx, {
      actorId: actor.id,
      action: 'signup_rule.remove',
      targetType: 'settings',
      targetId: id,
      detail: { kind: rule.kind, action: rule.action, value: rule.value, note: rule.note },
      ip: actor.ip,
    });
  });
}
