import { m } from '@/i18n/messages.ts';

interface SecretFieldProps {
  id: string;
  label: string;
  isSet: boolean;
  value: string;
  clear: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
  onClear: (clear: boolean) => void;
}

/** A write-only secret: the stored value never comes back, only whether one is set. */
export function SecretField({ id, label, isSet, value, clear, error, onChange, onClear }: SecretFieldProps) {
  const status = isSet ? m.adminsettings_secret_set() : m.adminsettings_secret_not_set();
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}{' '}
        <span className={isSet ? 'settings-badge settings-badge-set' : 'settings-badge'}>{status}</span>
      </label>
      <input
        id={id}
        type="password"
        autoComplete="new-password"
        value={value}
        disabled={clear}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        data-secret-status={isSet ? 'set' : 'unset'}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="form-field-hint" id={`${id}-hint`}>
        {m.adminsettings_secret_keep_hint()}
      </p>
      {error && <p className="form-field-error">{error}</p>}
      {isSet && (
        <label className="settings-check" htmlFor={`${id}-clear`}>
          <input
            id={`${id}-clear`}
            type="checkbox"
            checked={clear}
            onChange={(event) => onClear(event.target.checked)}
          />
          <span>{m.adminsettings_secret_clear()}</span>
        </label>
      )}
    </div>
  );
}
