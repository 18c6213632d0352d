import { useState, type FormEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { usernameSchema } from '@/shared/account/accountSchemas.ts';
import { USERNAME_MAX, USERNAME_MIN } from '@/shared/users/username.ts';
import { showToast } from '@/stores/toasts.ts';
import { FormField } from '@/islands/ui/FormField.tsx';
import { useSubmit } from './useSubmit.ts';
import './account.css';

interface UsernameFormProps {
  /** The username now: the one given at sign-up until the member chooses their own. */
  initial: string | null;
  /** The member chose it; it is shown read-only. */
  chosen: boolean;
}

/** Chooses the username once (the one given at sign-up stands until then); afterwards read-only. */
export default function UsernameForm({ initial, chosen }: UsernameFormProps) {
  const [saved, setSaved] = useState(chosen ? initial : null);
  const [value, setValue] = useState(chosen ? '' : (initial ?? ''));
  const form = useSubmit(usernameSchema);

  if (saved) {
    return (
      <div className="account-readonly" data-username-readonly="">
        <FormField
          id="account-username"
          label={m.account_username_label()}
          value={saved}
          readOnly
          hint={m.account_username_readonly()}
        />
      </div>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit({ username: value }, async (data) => {
      await apiRequest('/api/user/username', { body: data });
      setSaved(data.username);
      showToast('success', m.account_username_saved());
    });
  }

  return (
    <form
      method="post"
      className="account-form account-inline"
      noValidate
      onSubmit={onSubmit}
      data-username-form=""
    >
      <FormField
        id="account-username"
        name="username"
        label={m.account_username_label()}
        hint={
          initial
            ? m.account_username_given_hint({ name: initial })
            : m.account_username_hint({ min: String(USERNAME_MIN), max: String(USERNAME_MAX) })
        }
        value={value}
        maxLength={USERNAME_MAX}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={form.errors['username']}
        onChange={(event) => {
          setValue(event.target.value);
          form.clear('username');
        }}
      />
      <div className="account-actions">
        <button type="submit" className="button button-primary" disabled={form.busy} aria-busy={form.busy}>
          {form.busy ? m.account_saving() : m.account_username_submit()}
        </button>
      </div>
    </form>
  );
}
