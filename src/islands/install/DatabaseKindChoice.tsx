import { m } from '@/i18n/messages.ts';
import type { BuiltinDatabaseOffer } from '@/shared/install/installApi.ts';
import type { InstallWizard } from './useInstallWizard.ts';

interface DatabaseKindChoiceProps {
  wizard: InstallWizard;
  offer: NonNullable<BuiltinDatabaseOffer>;
}

/** The built-in database first (chosen unless it cannot run here), an existing server second. */
export function DatabaseKindChoice({ wizard, offer }: DatabaseKindChoiceProps) {
  const { form, setDatabaseKind } = wizard;
  return (
    <fieldset className="install-choices install-choices--stacked">
      <legend>{m.install_database_kind_label()}</legend>
      <label className="install-choice">
        <input
          type="radio"
          name="databaseKind"
          value="builtin"
          checked={form.databaseKind === 'builtin'}
          disabled={!offer.available}
          aria-describedby="install-builtin-note"
          onChange={() => setDatabaseKind('builtin')}
        />
        <span>{m.install_database_kind_builtin()}</span>
      </label>
      <p id="install-builtin-note" className="install-note">
        {offer.available ? m.install_builtin_note() : offer.reason}
      </p>
      <label className="install-choice">
        <input
          type="radio"
          name="databaseKind"
          value="external"
          checked={form.databaseKind === 'external'}
          onChange={() => setDatabaseKind('external')}
        />
        <span>{m.install_database_kind_external()}</span>
      </label>
    </fieldset>
  );
}
