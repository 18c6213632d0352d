import { z } from 'zod';
import { getDb, type Database } from '../db/client.ts';
import type { SettingsActor } from '../adminsettings/auditedSettingsSave.ts';
import { loadOwnerSetting, saveOwnerSetting } from '../settings/ownerSetting.ts';
import { announceConfigChange } from '../site/siteConfig.queries.ts';
import type { Role } from '@/shared/users/currentUser.ts';
import { ROLE_RANK } from '@/shared/users/permissions.ts';

/** Whether administrators must use two-factor sign-in; an owner setting (settings/ownerSetting.ts). */
const POLICY_KEY = 'security.requireAdminTwoFactor';
const CACHE_MS = 5000;
let cache: { value: boolean; at: number } | undefined;

export async function loadRequireAdminTwoFactor(db: Database = getDb()): Promise<boolean> {
  return loadOwnerSetting(POLICY_KEY, z.boolean(), false, db);
}

/** The owner's setting, cached a few seconds like the site config. */
export async function requireAdminTwoFactor(): Promise<boolean> {
  if (cache && Date.now() - cache.at < CACHE_MS) return cache.value;
  const value = await loadRequireAdminTwoFactor();
  cache = { value, at: Date.now() };
  return value;
}

export async function saveRequireAdminTwoFactor(
  actor: SettingsActor,
  value: boolean,
  db: Database = getDb(),
): Promise<void> {
  await saveOwnerSetting(actor, POLICY_KEY, value, db);
  cache = undefined;
  await announceConfigChange();
}

/** Staff the setting applies to: administrators and the owner. */
export function isAdminLevel(role: Role | null | undefined): boolean {
  return role !== null && role !== undefined && ROLE_RANK[role] >= ROLE_RANK.admin;
}
