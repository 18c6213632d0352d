import { m } from '@/paraglide/messages.js';
import type { InstallStep } from './installFailure.ts';

const LABELS: Record<InstallStep, () => string> = {
  lock: () => m.install_stage_lock(),
  connect: () => m.install_stage_connect(),
  version: () => m.install_stage_version(),
  database: () => m.install_stage_database(),
  charset: () => m.install_stage_charset(),
  migrate: () => m.install_stage_migrate(),
  siteConfig: () => m.install_stage_site(),
  admin: () => m.install_stage_admin(),
  configFile: () => m.install_stage_config(),
};

/** The step in words, for "Installation failed while {step}". */
export function installStepLabel(step: InstallStep): string {
  return LABELS[step]();
}
