import { m } from '@/paraglide/messages.js';
import { InstallField } from './InstallField.tsx';
import type { InstallWizard } from './useInstallWizard.ts';

interface DatabaseStepProps {
  wizard: InstallWizard;
  prefilled: boolean;
}

export function DatabaseStep({ wizard, prefilled }: DatabaseStepProps) {
  const { form, errors, test, setDbField, createDatabase } = wizard;
  return (
    <div className="install-body">
      <p className="install-lead">{m.install_db_intro()}</p>
      {prefilled && <p className="install-note">{m.install_db_prefilled()}</p>}
      <div className="install-grid">
        <InstallField
          id="install-db-host"
          label={m.install_db_host()}
          value={form.db.host}
          error={errors.host}
          autoComplete="off"
          required
          onValueChange={(value) => setDbField('host', value)}
        />
        <InstallField
          id="install-db-port"
          label={m.install_db_port()}
          value={form.db.port}
          error={errors.port}
          autoComplete="off"
          required
          inputProps={{ inputMode: 'numeric' }}
          onValueChange={(value) => setDbField('port', value)}
        />
      </div>
      <InstallField
        id="install-db-name"
        label={m.install_db_name()}
        value={form.db.database}
        error={errors.database}
        autoComplete="off"
        required
        onValueChange={(value) => setDbField('database', value)}
      />
      <div className="install-grid install-grid--even">
        <InstallField
          id="install-db-username"
          label={m.install_db_username()}
          value={form.db.username}
          error={errors.username}
          autoComplete="off"
          required
          onValueChange={(value) => setDbField('username', value)}
        />
        <InstallField
          id="install-db-password"
          label={m.install_db_password()}
          type="password"
          value={form.db.password}
          error={errors.password}
          autoComplete="off"
          onValueChange={(value) => setDbField('password', value)}
        />
      </div>
      <div className="install-live" role="status">
        {test.state === 'ok' && <p className="install-alert install-alert--success">{test.message}</p>}
      </div>
      {test.state === 'failed' && (
        <p className="install-alert install-alert--error" role="alert">
          {test.message}
        </p>
      )}
      {((test.state === 'failed' && test.canCreate) || test.state === 'creating') && (
        <button
          type="button"
          className="install-button install-create-database"
          onClick={() => void createDatabase()}
          disabled={test.state === 'creating'}
          aria-busy={test.state === 'creating' || undefined}
        >
          {test.state === 'creating'
            ? m.install_button_creating_database()
            : m.install_button_create_database()}
        </button>
      )}
    </div>
  );
}
