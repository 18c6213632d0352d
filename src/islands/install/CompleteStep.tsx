import { m } from '@/i18n/messages.ts';
import type { InstallWizard } from './useInstallWizard.ts';

export function CompleteStep({ wizard }: { wizard: InstallWizard }) {
  const site = wizard.result?.siteTitle ?? wizard.form.siteTitle;
  const username = wizard.result?.username ?? wizard.form.username;
  return (
    <div className="install-body install-complete">
      <div className="install-complete-badge" aria-hidden="true">
        ✓
      </div>
      <p className="install-lead">{m.install_complete_text({ site, username })}</p>
      <div className="install-links">
        <a className="install-button install-button--primary" href="/">
          {m.install_complete_home()}
        </a>
        <a className="install-button" href="/admin">
          {m.install_complete_admin()}
        </a>
      </div>
    </div>
  );
}
