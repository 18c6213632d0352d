import { useState, type FormEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import type { ApiScope } from '@/shared/apikeys/apiScope.ts';
import type { CreatedApiKey } from '@/shared/apikeys/apiKeyView.ts';
import {
  API_KEY_LIFETIMES,
  API_KEY_NAME_MAX,
  API_KEY_PER_MINUTE_DEFAULT,
  API_KEY_PER_MINUTE_MAX,
} from '@/shared/apikeys/apiKeySchemas.ts';
import { FormField, TextAreaField } from '@/islands/ui/FormField.tsx';
import { useHydrated } from '@/islands/ui/useHydrated.ts';
import { CreatedKeyToken } from './CreatedKeyToken.tsx';
import './apiKeys.css';

interface ApiKeyCreateFormProps {
  /** /api/user/api-keys/create or /api/admin/api-keys/create. */
  endpoint: string;
  /** The scopes offered: those the acting member's role can use. */
  scopes: readonly ApiScope[];
  /** A site key: the owner chooses whom it acts as. */
  site?: boolean;
}

const SCOPE_LABELS: Record<ApiScope, () => string> = {
  read: m.apikeys_scope_read,
  write: m.apikeys_scope_write,
  moderate: m.apikeys_scope_moderate,
  admin: m.apikeys_scope_admin,
};

const FIELDS = ['name', 'scopes', 'perMinute', 'allowedIps', 'member'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number] | 'form', string>>;

/** Where a refusal is shown: beside its field, or above the button. */
function errorSlot(field: string | undefined): keyof Errors {
  const name = field?.split('.')[0] ?? '';
  return (FIELDS as readonly string[]).includes(name) ? (name as keyof Errors) : 'form';
}

/** Makes a key: name, scopes, expiry, rate and allow list (and for a site key whom it acts as); shows its token once. */
export default function ApiKeyCreateForm({ endpoint, scopes, site = false }: ApiKeyCreateFormProps) {
  const ready = useHydrated();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [actsAs, setActsAs] = useState<'system' | 'member'>('member');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const body: Record<string, unknown> = {
      name: String(data.get('name') ?? ''),
      scopes: data.getAll('scopes').map(String),
      expiresInDays: Number(data.get('expiresInDays') ?? 0),
      perMinute: Number(data.get('perMinute') ?? API_KEY_PER_MINUTE_DEFAULT),
      allowedIps: String(data.get('allowedIps') ?? ''),
    };
    if (site) {
      body['actsAs'] = actsAs;
      body['member'] = String(data.get('member') ?? '');
    }
    setBusy(true);
    setErrors({});
    try {
      setCreated(await apiRequest<CreatedApiKey>(endpoint, { body }));
    } catch (failure) {
      if (failure instanceof ApiRequestError && !failure.notSignedIn) {
        setErrors({ [errorSlot(failure.field)]: failure.message });
      } else {
        reportApiError(failure);
      }
    } finally {
      setBusy(false);
    }
  }

  if (created) return <CreatedKeyToken created={created} />;

  return (
    <form
      className="apikey-form"
      data-apikey-form=""
      data-ready={ready ? '' : undefined}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <FormField
        id="apikey-name"
        name="name"
        label={m.apikeys_field_name()}
        hint={m.apikeys_field_name_hint()}
        error={errors.name}
        maxLength={API_KEY_NAME_MAX}
        className="form-control"
        required
      />
      {site && (
        <fieldset className="apikey-fieldset">
          <legend>{m.apikeys_field_acts_as()}</legend>
          {(['member', 'system'] as const).map((choice) => (
            <label key={choice} className="apikey-check">
              <input
                type="radio"
                name="actsAs"
                value={choice}
                checked={actsAs === choice}
                onChange={() => setActsAs(choice)}
              />
              <span>{choice === 'system' ? m.apikeys_acts_as_system() : m.apikeys_acts_as_member()}</span>
            </label>
          ))}
          {actsAs === 'member' && (
            <FormField
              id="apikey-member"
              name="member"
              label={m.apikeys_field_member()}
              error={errors.member}
              className="form-control"
              autoComplete="off"
            />
          )}
        </fieldset>
      )}
      <fieldset
        className="apikey-fieldset"
        aria-describedby={errors.scopes ? 'apikey-scopes-error' : undefined}
      >
        <legend>{m.apikeys_field_scopes()}</legend>
        {scopes.map((scope) => (
          <label key={scope} className="apikey-check">
            <input type="checkbox" name="scopes" value={scope} defaultChecked={scope === 'read'} />
            <span>{SCOPE_LABELS[scope]()}</span>
          </label>
        ))}
        {errors.scopes && (
          <p className="form-field-error" id="apikey-scopes-error">
            {errors.scopes}
          </p>
        )}
      </fieldset>
      <div className="form-field">
        <label htmlFor="apikey-expires">{m.apikeys_field_expires()}</label>
        <select id="apikey-expires" name="expiresInDays" className="form-control" defaultValue="90">
          {API_KEY_LIFETIMES.map((days) => (
            <option key={days} value={days}>
              {days === 0 ? m.apikeys_expires_never() : m.apikeys_expires_days({ days: String(days) })}
            </option>
          ))}
        </select>
      </div>
      <FormField
        id="apikey-per-minute"
        name="perMinute"
        type="number"
        min={1}
        max={API_KEY_PER_MINUTE_MAX}
        defaultValue={API_KEY_PER_MINUTE_DEFAULT}
        label={m.apikeys_field_per_minute()}
        error={errors.perMinute}
        className="form-control"
      />
      <TextAreaField
        id="apikey-ips"
        name="allowedIps"
        rows={3}
        label={m.apikeys_field_ips()}
        hint={m.apikeys_field_ips_hint()}
        error={errors.allowedIps}
      />
      {errors.form && (
        <p className="form-field-error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={busy}>
        {m.apikeys_create()}
      </button>
    </form>
  );
}
