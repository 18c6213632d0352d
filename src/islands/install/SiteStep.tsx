import { m } from '@/i18n/messages.ts';
import { InstallField } from './InstallField.tsx';
import type { InstallWizard } from './useInstallWizard.ts';

export function SiteStep({ wizard }: { wizard: InstallWizard }) {
  const { form, errors, setField } = wizard;
  return (
    <div className="install-body">
      <p className="install-lead">{m.install_site_intro()}</p>
      <InstallField
        id="install-site-title"
        label={m.install_site_title()}
        value={form.siteTitle}
        error={errors.siteTitle}
        autoComplete="off"
        required
        inputProps={{ maxLength: 80 }}
        onValueChange={(value) => setField('siteTitle', value)}
      />
      <InstallField
        id="install-site-description"
        label={m.install_site_description()}
        value={form.siteDescription}
        error={errors.siteDescription}
        hint={m.install_site_description_hint()}
        autoComplete="off"
        inputProps={{ maxLength: 300 }}
        onValueChange={(value) => setField('siteDescription', value)}
      />
    </div>
  );
}
