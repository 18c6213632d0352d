import { isIP } from 'node:net';
import type { ResultSetHeader } from 'mysql2';
import { inArray } from 'drizzle-orm';
import { signupRules } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { affectedRows } from '../db/affectedRows.ts';
import { fitColumn } from '../db/fitColumn.ts';

export interface BlockChoice {
  /** The address to block, or '' for none. */
  ip: string;
  /** The domain to block, or '' for none. */
  domain: string;
  note: string;
  actorId: number;
}

/**
 * The address as a block rule holds it (an IPv4 address mapped into IPv6 written as IPv4), or '':
 * an empty or malformed value never becomes a rule.
 */
export function blockableIp(ip: string): string {
  const trimmed = ip.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isIP(trimmed) === 0 ? '' : trimmed;
}

/**
 * Adds the chosen block rows; a rule already there (the same kind, value and action) is left alone.
 * Answers the ids of the rows it added, the only ones a restore takes away again.
 */
export async function addBlockRules(tx: Transaction, choice: BlockChoice): Promise<number[]> {
  const wanted = [
    ...(choice.ip === '' ? [] : [{ kind: 'ip', value: choice.ip }]),
    ...(choice.domain === '' ? [] : [{ kind: 'domain', value: choice.domain }]),
  ];
  const added: number[] = [];
  for (const rule of wanted) {
    const result = await tx
      .insert(signupRules)
      .ignore()
      .values({
        ...rule,
        action: 'block',
        note: fitColumn(choice.note, signupRules.note, '…'),
        createdBy: choice.actorId,
      });
    const header = (Array.isArray(result) ? result[0] : result) as ResultSetHeader;
    if (affectedRows(result) > 0) added.push(Number(header.insertId));
  }
  return added;
}

export async function removeBlockRules(tx: Transaction, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(signupRules).where(inArray(signupRules.id, [...ids]));
}
