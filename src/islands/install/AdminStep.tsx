import { m } from '@/i18n/messages.ts';
import { PASSWORD_MIN } from '@/shared/users/username.ts';
import { InstallField } from './InstallField.tsx';
import type { InstallWizard } from './useInstallWizard.ts';

export function AdminStep({ wizard }: { wizard: InstallWizard }) {
  const { form, errors, setField } = wizard;
  return (
    <div className="install-body">
      <p className="install-lead">{m.install_admin_intro()}</p>
      <InstallField
        id="install-admin-username"
        label={m.install_admin_username()}
        value={form.username}
        error={errors.username}
        hint={m.install_admin_username_hint()}
        autoComplete="username"
        required
        onValueChange={(value) => setField('username', value)}
      />
      <div className="install-grid install-grid--even">
        <InstallField
          id="install-admin-password"
          label={m.install_admin_password()}
          type="password"
          value={form.password}
          error={errors.password}
          hint={m.install_admin_password_hint({ min: String(PASSWORD_MIN) })}
          autoComplete="new-password"
          required
          onValueChange={(value) => setField('password', value)}
        />
        <InstallField
          id="install-admin-repassword"
          label={m.install_admin_repassword()}
          type="password"
          value={form.rePassword}
          error={errors.rePassword}
          autoComplete="new-password"
          required
          onValueChange={(value) => setField('rePassword', value)}
        />
      </div>
    </div>
  );
}
