import { m } from '@/i18n/messages.ts';
import type { InstallWizard } from './useInstallWizard.ts';

/** Previous on the left; test, next or install on the right. The primary action submits the form. */
export function InstallActions({ wizard }: { wizard: InstallWizard }) {
  const { step, test, phase } = wizard;
  if (step === 'complete') return null;
  if (step === 'installing' && phase !== 'failed') return null;
  const testing = test.state === 'testing' || test.state === 'creating';

  return (
    <div className="install-actions">
      {step !== 'welcome' && (
        <button type="button" className="install-button" onClick={wizard.previous} disabled={testing}>
          {m.install_button_previous()}
        </button>
      )}
      <div className="install-actions-end">
        {step === 'database' && (
          <button
            type="button"
            className="install-button"
            onClick={() => void wizard.testConnection()}
            disabled={testing}
            aria-busy={testing || undefined}
          >
            {testing ? m.install_button_testing() : m.install_button_test()}
          </button>
        )}
        {step === 'installing' ? (
          <button
            type="button"
            className="install-button install-button--primary"
            onClick={() => void wizard.install()}
          >
            {m.install_button_retry()}
          </button>
        ) : (
          <button type="submit" className="install-button install-button--primary" disabled={testing}>
            {step === 'language' ? m.install_button_install() : m.install_button_next()}
          </button>
        )}
      </div>
    </div>
  );
}
