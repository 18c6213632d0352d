import { databaseSettingsFromUrl, readInstallConfig } from '../config/installConfig.ts';
import type { DatabaseSettings, InstallConfig } from '../config/installConfig.ts';
import { getEnv } from '../config/env.ts';

let installed: InstallConfig | undefined;
let lastCheck = 0;
// Another process may finish the install; look at the file again at most once a second.
const RECHECK_MS = 1000;

function currentInstall(): InstallConfig | undefined {
  if (installed) return installed;
  const now = Date.now();
  if (now - lastCheck < RECHECK_MS) return undefined;
  lastCheck = now;
  installed = readInstallConfig();
  return installed;
}

export function isInstalled(): boolean {
  return currentInstall() !== undefined;
}

export function markInstalled(config: InstallConfig): void {
  installed = config;
}

/** The database the running forum uses: DATABASE_URL overrides the installer's file. */
export function activeDatabaseSettings(): DatabaseSettings | undefined {
  const url = getEnv().DATABASE_URL;
  if (url) return databaseSettingsFromUrl(url);
  return currentInstall()?.database;
}

/** For tests that reuse one process across installs. */
export function resetInstallStateForTests(): void {
  installed = undefined;
  lastCheck = 0;
}
