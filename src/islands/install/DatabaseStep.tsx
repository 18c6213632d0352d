import { m } from '@/i18n/messages.ts';
import { InstallField, type InstallFieldProps } from './InstallField.tsx';
import type { DatabaseFields } from './installForm.ts';
import type { InstallWizard } from './useInstallWizard.ts';
import type { BuiltinDatabaseOffer } from '@/shared/install/installApi.ts';
import { DatabaseKindChoice } from './DatabaseKindChoice.tsx';

interface DatabaseStepProps {
  wizard: InstallWizard;
  prefilled: boolean;
  builtinDatabase: BuiltinDatabaseOffer;
}

export function DatabaseStep({ wizard, prefilled, builtinDatabase }: DatabaseStepProps) {
  const { test, createDatabase } = wizard;
  const external = wizard.form.databaseKind === 'external';
  return (
    <div className="install-body">
      {builtinDatabase && <DatabaseKindChoice wizard={wizard} offer={builtinDatabase} />}
      {external && <ExternalDatabaseFields wizard={wizard} prefilled={prefilled} />}
      <div className="install-live" role="status">
        {test.state === 'ok' && <p className="install-alert install-alert--success">{test.message}</p>}
      </div>
      {test.state === 'failed' && (
        <p className="install-alert install-alert--error" role="alert">
          {test.message}
        </p>
      )}
      {external && ((test.state === 'failed' && test.canCreate) || test.state === 'creating') && (
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

function ExternalDatabaseFields({ wizard, prefilled }: { wizard: InstallWizard; prefilled: boolean }) {
  return (
    <>
      <p className="install-lead">{m.install_db_intro()}</p>
      {prefilled && <p className="install-note">{m.install_db_prefilled()}</p>}
      <div className="install-grid">
        <DatabaseField wizard={wizard} name="host" label={m.install_db_host()} />
        <DatabaseField
          wizard={wizard}
          name="port"
          label={m.install_db_port()}
          inputProps={{ inputMode: 'numeric' }}
        />
      </div>
      <DatabaseField wizard={wizard} name="database" label={m.install_db_name()} />
      <div className="install-grid install-grid--even">
        <DatabaseField wizard={wizard} name="username" label={m.install_db_username()} />
        <DatabaseField
          wizard={wizard}
          name="password"
          label={m.install_db_password()}
          type="password"
          required={false}
        />
      </div>
    </>
  );
}

interface DatabaseFieldProps extends Pick<InstallFieldProps, 'label' | 'type' | 'required' | 'inputProps'> {
  wizard: InstallWizard;
  name: keyof DatabaseFields;
}

/** One connection field: its id, value, error and setter follow from its name; required unless told. */
function DatabaseField({ wizard, name, required = true, ...field }: DatabaseFieldProps) {
  return (
    <InstallField
      {...field}
      id={`install-db-${name === 'database' ? 'name' : name}`}
      value={wizard.form.db[name]}
      error={wizard.errors[name]}
      autoComplete="off"
      required={required}
      onValueChange={(value) => wizard.setDbField(name, value)}
    />
  );
}
