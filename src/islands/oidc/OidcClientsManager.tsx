import { useState, type FormEvent } from 'react';
import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { showToast } from '@/stores/toasts.ts';
import type { OidcClientSecretAnswer } from '@/shared/oidc/oidcClientSchemas.ts';
import { m } from '@/i18n/messages.ts';
import '@/components/admincontent/admin-content.css';
import './oidc-clients.css';

interface OidcClientItem {
  id: number;
  clientId: string;
  name: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  backchannelLogoutUri: string | null;
  backchannelAllowPrivateAddresses: boolean;
  created: string;
}

interface OidcClientsManagerProps {
  clients: OidcClientItem[];
  /** The issuer sites configure (its discovery document is under /.well-known/openid-configuration). */
  issuer: string;
}

function failed(error: unknown): void {
  if (error instanceof ApiRequestError && error.notSignedIn) reportApiError(error);
  else showToast('error', error instanceof Error && error.message ? error.message : m.oidc_admin_failed());
}

/** The secret of a site, shown this once: copied now or rotated later. */
function SecretOnce({ answer, onDone }: { answer: OidcClientSecretAnswer; onDone: () => void }) {
  return (
    <div className="oidc-secret" role="status" data-oidc-secret>
      <p>{m.oidc_admin_secret_once()}</p>
      <dl>
        <dt>{m.oidc_admin_client_id()}</dt>
        <dd>
          <code data-oidc-client-id>{answer.clientId}</code>
        </dd>
        <dt>{m.oidc_admin_client_secret()}</dt>
        <dd>
          <code data-oidc-client-secret>{answer.clientSecret}</code>
        </dd>
      </dl>
      <button type="button" className="button button-primary" onClick={onDone}>
        {m.oidc_admin_secret_done()}
      </button>
    </div>
  );
}

function ClientRow({
  client,
  onSecret,
}: {
  client: OidcClientItem;
  onSecret: (a: OidcClientSecretAnswer) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const post = async (action: 'rotate' | 'remove') => {
    setBusy(true);
    try {
      const answer = await apiRequest<OidcClientSecretAnswer | null>(`/api/admin/oidc-clients/${action}`, {
        body: { id: client.id },
      });
      if (answer) onSecret(answer);
      else window.location.reload();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="ac-item oidc-client" data-oidc-client={client.name}>
      <strong>{client.name}</strong>
      <span className="ac-muted">
        {m.oidc_admin_client_id()}: <code>{client.clientId}</code> · {client.created}
      </span>
      <span className="oidc-uris">
        {m.oidc_admin_redirect_uris()}: {client.redirectUris.join(', ')}
      </span>
      {client.postLogoutRedirectUris.length > 0 && (
        <span className="oidc-uris">
          {m.oidc_admin_logout_uris()}: {client.postLogoutRedirectUris.join(', ')}
        </span>
      )}
      {client.backchannelLogoutUri && (
        <span className="oidc-uris" data-oidc-backchannel>
          {m.oidc_admin_backchannel()}: {client.backchannelLogoutUri}
          {client.backchannelAllowPrivateAddresses && ` · ${m.oidc_admin_backchannel_private_on()}`}
        </span>
      )}
      <span className="ac-inline">
        <button
          type="button"
          className="button button-small"
          disabled={busy}
          onClick={() => void post('rotate')}
        >
          {m.oidc_admin_rotate()}
        </button>
        {confirming ? (
          <>
            <span>{m.oidc_admin_remove_confirm({ name: client.name })}</span>
            <button
              type="button"
              className="button button-small button-danger"
              disabled={busy}
              onClick={() => void post('remove')}
            >
              {m.oidc_admin_remove_yes()}
            </button>
            <button type="button" className="button button-small" onClick={() => setConfirming(false)}>
              {m.oidc_admin_cancel()}
            </button>
          </>
        ) : (
          <button type="button" className="button button-small" onClick={() => setConfirming(true)}>
            {m.oidc_admin_remove()}
          </button>
        )}
      </span>
    </li>
  );
}

/** The owner's sites that sign members in with their forum account: register, rotate a secret, remove. */
export function OidcClientsManager({ clients, issuer }: OidcClientsManagerProps) {
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<OidcClientSecretAnswer | null>(null);
  const register = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    try {
      setSecret(
        await apiRequest<OidcClientSecretAnswer>('/api/admin/oidc-clients/register', {
          body: {
            name: String(data.get('name') ?? ''),
            redirectUris: String(data.get('redirectUris') ?? ''),
            postLogoutRedirectUris: String(data.get('postLogoutRedirectUris') ?? ''),
            backchannelLogoutUri: String(data.get('backchannelLogoutUri') ?? ''),
            backchannelAllowPrivateAddresses: data.get('backchannelAllowPrivateAddresses') === 'on',
          },
        }),
      );
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  if (secret) return <SecretOnce answer={secret} onDone={() => window.location.reload()} />;
  return (
    <div className="oidc-clients">
      <p className="ac-muted">
        {m.oidc_admin_issuer()}: <code data-oidc-issuer>{issuer}</code>
      </p>
      <form className="oidc-register" onSubmit={(event) => void register(event)}>
        <label className="ac-field">
          <span>{m.oidc_admin_name()}</span>
          <input name="name" required maxLength={100} />
        </label>
        <label className="ac-field">
          <span>{m.oidc_admin_redirect_uris()}</span>
          <textarea name="redirectUris" required rows={3} placeholder="https://shop.example/callback" />
        </label>
        <label className="ac-field">
          <span>{m.oidc_admin_logout_uris()}</span>
          <textarea name="postLogoutRedirectUris" rows={2} />
        </label>
        <span className="ac-muted">{m.oidc_admin_uris_hint()}</span>
        <label className="ac-field">
          <span>{m.oidc_admin_backchannel_uri()}</span>
          <input
            name="backchannelLogoutUri"
            type="url"
            maxLength={500}
            placeholder="https://shop.example/backchannel-logout"
            aria-describedby="oidc-backchannel-hint"
          />
        </label>
        <span className="ac-muted" id="oidc-backchannel-hint">
          {m.oidc_admin_backchannel_hint()}
        </span>
        <label className="oidc-check">
          <input type="checkbox" name="backchannelAllowPrivateAddresses" />
          <span>{m.oidc_admin_backchannel_private()}</span>
        </label>
        <button type="submit" className="button button-primary" disabled={busy}>
          {m.oidc_admin_register()}
        </button>
      </form>
      {clients.length === 0 ? (
        <p className="ac-muted">{m.oidc_admin_empty()}</p>
      ) : (
        <ul className="ac-list">
          {clients.map((client) => (
            <ClientRow key={client.id} client={client} onSecret={setSecret} />
          ))}
        </ul>
      )}
    </div>
  );
}
