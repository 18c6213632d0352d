import { m } from '@/i18n/messages.ts';

export const INSTALL_STEPS = [
  'welcome',
  'database',
  'site',
  'admin',
  'language',
  'installing',
  'complete',
] as const;
export type InstallStepId = (typeof INSTALL_STEPS)[number];

const LABELS: Record<InstallStepId, () => string> = {
  welcome: () => m.install_step_welcome(),
  database: () => m.install_step_database(),
  site: () => m.install_step_site(),
  admin: () => m.install_step_admin(),
  language: () => m.install_step_language(),
  installing: () => m.install_step_installing(),
  complete: () => m.install_step_complete(),
};

export function installStepName(step: InstallStepId): string {
  return LABELS[step]();
}

/** The step that holds a field the server refused ("dbConfig.host" → database). */
export function stepForField(field: string | undefined): InstallStepId {
  if (!field) return 'language';
  if (field.startsWith('dbConfig')) return 'database';
  if (field.startsWith('site')) return 'site';
  if (field === 'username' || field === 'password' || field === 'rePassword') return 'admin';
  return 'language';
}
