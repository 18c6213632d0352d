import { asc } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { signupRules } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import type { SignupRuleAction, SignupRuleKind, SignupRuleView } from '@/shared/signup/signupRuleSchema.ts';

/** Every sign-up rule, oldest first (the lists stay short: an owner's hand-made entries and spammers'). */
export async function listSignupRules(db: Database | Transaction = getDb()): Promise<SignupRuleView[]> {
  const rows = await db.select().from(signupRules).orderBy(asc(signupRules.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as SignupRuleKind,
    action: row.action as SignupRuleAction,
    value: row.value,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  }));
}
