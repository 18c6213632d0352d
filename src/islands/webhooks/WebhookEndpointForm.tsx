import { useState, type FormEvent } from 'react';
import { FormField } from '@/islands/ui/FormField.tsx';
import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { showToast } from '@/stores/toasts.ts';
import { askConfirm } from '@/stores/confirm.ts';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@/shared/webhooks/webhookEvents.ts';
import { webhookEventLabel } from '@/shared/webhooks/webhookEventLabel.ts';
import { WEBHOOKS_ADMIN_PATH } from '@/shared/webhooks/webhookNotice.ts';
import type { WebhookEndpointSaved } from '@/shared/webhooks/webhookSchemas.ts';
import { m } from '@/i18n/messages.ts';
import './webhookForm.css';

interface WebhookEndpointValues {
  id?: number;
  url: string;
  events: WebhookEventType[];
  active: boolean;
  allowPrivateAddresses: boolean;
}

const EMPTY: WebhookEndpointValues = { url: '', events: [], active: true, allowPrivateAddresses: false };

/** A secret just made: shown here once, with where to go next. */
function SecretNotice({ secret, href }: { secret: string; href?: string | undefined }) {
  return (
    <div className="webhook-secret" role="status">
      <p>{m.webhooks_secret_once()}</p>
      <code data-webhook-secret="">{secret}</code>
      {href && (
        <a className="button button-small" href={href}>
          {m.webhooks_open_endpoint()}
        </a>
      )}
    </div>
  );
}

/**
 * Adds a webhook endpoint (its secret shown once when made) or edits one: URL, the events it
 * wants, on or off, private addresses allowed; editing also renews the secret and deletes it.
 */
export function WebhookEndpointForm({ endpoint }: { endpoint?: WebhookEndpointValues }) {
  const [values, setValues] = useState<WebhookEndpointValues>(endpoint ?? EMPTY);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const [secret, setSecret] = useState<{ value: string; href?: string } | null>(null);
  const editing = values.id !== undefined;
  const idPrefix = editing ? `webhook-${values.id}` : 'webhook-new';
  const allChosen = values.events.length === WEBHOOK_EVENT_TYPES.length;

  const toggle = (type: WebhookEventType, on: boolean) =>
    setValues((current) => ({
      ...current,
      events: on ? [...current.events, type] : current.events.filter((event) => event !== type),
    }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (values.events.length === 0) {
      setErrors({ events: m.webhooks_events_required() });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const saved = await apiRequest<WebhookEndpointSaved>('/api/admin/webhooks/save', { body: values });
      if (saved.secret) {
        setSecret({ value: saved.secret, href: `${WEBHOOKS_ADMIN_PATH}/${saved.id}` });
        setValues(EMPTY);
        showToast('success', m.webhooks_created());
      } else {
        showToast('success', m.webhooks_saved());
        window.location.reload();
      }
    } catch (error) {
      if (error instanceof ApiRequestError && error.field === 'url') setErrors({ url: error.message });
      else reportApiError(error);
    } finally {
      setBusy(false);
    }
  };

  const renewSecret = async () => {
    const confirmed = await askConfirm({
      title: m.webhooks_secret_renew_confirm(),
      confirmLabel: m.webhooks_secret_renew(),
    });
    if (!confirmed) return;
    try {
      const renewed = await apiRequest<{ secret: string }>('/api/admin/webhooks/secret', {
        body: { id: values.id },
      });
      setSecret({ value: renewed.secret });
    } catch (error) {
      reportApiError(error);
    }
  };

  const remove = async () => {
    const confirmed = await askConfirm({
      title: m.webhooks_delete_confirm(),
      confirmLabel: m.webhooks_delete(),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await apiRequest('/api/admin/webhooks/delete', { body: { id: values.id } });
      window.location.assign(WEBHOOKS_ADMIN_PATH);
    } catch (error) {
      reportApiError(error);
    }
  };

  return (
    <form className="webhook-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormField
        id={`${idPrefix}-url`}
        label={m.webhooks_url_label()}
        hint={m.webhooks_url_hint()}
        type="url"
        inputMode="url"
        autoComplete="off"
        required
        value={values.url}
        error={errors.url}
        onChange={(event) => setValues({ ...values, url: event.target.value })}
      />
      <fieldset
        className="webhook-events"
        aria-describedby={errors.events ? `${idPrefix}-events-error` : undefined}
      >
        <legend>{m.webhooks_events_label()}</legend>
        <label className="webhook-check webhook-check-all">
          <input
            type="checkbox"
            checked={allChosen}
            onChange={(event) =>
              setValues({ ...values, events: event.target.checked ? [...WEBHOOK_EVENT_TYPES] : [] })
            }
          />
          <span>{m.webhooks_events_all()}</span>
        </label>
        <div className="webhook-event-grid">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="webhook-check">
              <input
                type="checkbox"
                name="events"
                value={type}
                checked={values.events.includes(type)}
                onChange={(event) => toggle(type, event.target.checked)}
              />
              <span>
                {webhookEventLabel(type)} <code>{type}</code>
              </span>
            </label>
          ))}
        </div>
        {errors.events && (
          <p className="form-field-error" id={`${idPrefix}-events-error`}>
            {errors.events}
          </p>
        )}
      </fieldset>
      <label className="webhook-check">
        <input
          type="checkbox"
          name="active"
          checked={values.active}
          onChange={(event) => setValues({ ...values, active: event.target.checked })}
        />
        <span>{m.webhooks_active_label()}</span>
      </label>
      <label className="webhook-check">
        <input
          type="checkbox"
          name="allowPrivateAddresses"
          checked={values.allowPrivateAddresses}
          onChange={(event) => setValues({ ...values, allowPrivateAddresses: event.target.checked })}
        />
        <span>
          {m.webhooks_private_label()}
          <small className="webhook-hint">{m.webhooks_private_hint()}</small>
        </span>
      </label>
      <div className="webhook-actions">
        <button className="button button-primary" type="submit" disabled={busy}>
          {editing ? m.webhooks_save() : m.webhooks_add()}
        </button>
        {editing && (
          <button className="button" type="button" onClick={() => void renewSecret()}>
            {m.webhooks_secret_renew()}
          </button>
        )}
        {editing && (
          <button className="button button-danger" type="button" onClick={() => void remove()}>
            {m.webhooks_delete()}
          </button>
        )}
      </div>
      {secret && <SecretNotice secret={secret.value} href={secret.href} />}
    </form>
  );
}
