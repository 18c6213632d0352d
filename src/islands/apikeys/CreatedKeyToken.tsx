import { useState } from 'react';
import { m } from '@/i18n/messages.ts';
import type { CreatedApiKey } from '@/shared/apikeys/apiKeyView.ts';

/** The new key's token, shown this once, with a copy button; "done" reloads the list. */
export function CreatedKeyToken({ created }: { created: CreatedApiKey }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
    } catch {
      // Without clipboard access the token stays selected in its field for the reader to copy.
      document.getElementById('apikey-token')?.focus();
    }
  }
  return (
    <div className="apikey-created" role="status" data-apikey-created="">
      <h3>{m.apikeys_created_title()}</h3>
      <p className="apikey-muted">{m.apikeys_created_hint()}</p>
      <div className="apikey-token-row">
        <input
          id="apikey-token"
          className="form-control apikey-token"
          type="text"
          readOnly
          value={created.token}
          aria-label={m.apikeys_created_title()}
          data-apikey-token=""
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button" onClick={() => void copy()}>
          {copied ? m.apikeys_copied() : m.apikeys_copy()}
        </button>
      </div>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {m.apikeys_created_done()}
      </button>
    </div>
  );
}
