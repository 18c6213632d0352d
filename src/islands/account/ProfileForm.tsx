import { useState, type FormEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { profileSchema, SIGNATURE_MAX, type ProfileData } from '@/shared/account/profileSchema.ts';
import { NICKNAME_MAX } from '@/shared/users/nickname.ts';
import { showToast } from '@/stores/toasts.ts';
import { FormField } from '@/islands/ui/FormField.tsx';
import { ImageFileButton } from '@/islands/ui/ImageFileButton.tsx';
import { useImageUpload } from '@/islands/ui/useImageUpload.ts';
import { useSubmit } from './useSubmit.ts';
import './account.css';

interface ProfileFormProps {
  initial: ProfileData;
}

/** Nickname, signature, homepage and background image (POST /api/user/profile). */
export default function ProfileForm({ initial }: ProfileFormProps) {
  const [values, setValues] = useState(initial);
  const form = useSubmit(profileSchema, { failurePrefix: m.account_profile_failed() });

  function edit(name: keyof ProfileData, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    form.clear(name);
  }
  const { uploading, upload } = useImageUpload((url) => edit('background', url));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit(values, async (data) => {
      await apiRequest('/api/user/profile', { body: data });
      showToast('success', m.account_profile_saved());
    });
  }

  return (
    <form method="post" className="account-form" noValidate onSubmit={onSubmit} data-profile-form="">
      <FormField
        id="profile-nickname"
        name="nickname"
        label={m.account_nickname_label()}
        value={values.nickname}
        maxLength={NICKNAME_MAX}
        autoComplete="nickname"
        error={form.errors['nickname']}
        onChange={(event) => edit('nickname', event.target.value)}
      />
      <div className="form-field">
        <label htmlFor="profile-signature">{m.account_signature_label()}</label>
        <textarea
          className="form-control"
          id="profile-signature"
          name="signature"
          rows={3}
          maxLength={SIGNATURE_MAX}
          value={values.signature}
          aria-invalid={form.errors['signature'] ? true : undefined}
          aria-describedby={form.errors['signature'] ? 'profile-signature-error' : 'profile-signature-count'}
          onChange={(event) => edit('signature', event.target.value)}
        />
        <p className="form-field-hint account-count" id="profile-signature-count">
          {values.signature.length}/{SIGNATURE_MAX}
        </p>
        {form.errors['signature'] && (
          <p className="form-field-error" id="profile-signature-error">
            {form.errors['signature']}
          </p>
        )}
      </div>
      <FormField
        id="profile-homepage"
        name="homepage"
        type="url"
        label={m.account_homepage_label()}
        hint={m.account_homepage_hint()}
        placeholder="https://"
        value={values.homepage}
        autoComplete="url"
        error={form.errors['homepage']}
        onChange={(event) => edit('homepage', event.target.value)}
      />
      <fieldset className="field-stack account-background">
        <legend>{m.account_background_label()}</legend>
        {values.background ? (
          <img
            className="account-background-preview"
            src={values.background}
            alt=""
            data-background-preview=""
          />
        ) : (
          <p className="account-background-empty">{m.account_background_none()}</p>
        )}
        <div className="account-actions">
          <ImageFileButton
            label={uploading ? m.account_uploading() : m.account_background_upload()}
            disabled={uploading}
            onFile={(file) => void upload(file)}
            inputData={{ 'data-background-input': '' }}
          />
          {values.background && (
            <button type="button" className="button button-small" onClick={() => edit('background', '')}>
              {m.account_background_remove()}
            </button>
          )}
        </div>
        {form.errors['background'] && <p className="form-field-error">{form.errors['background']}</p>}
      </fieldset>
      <div className="account-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={form.busy || uploading}
          aria-busy={form.busy}
        >
          {form.busy ? m.account_saving() : m.account_save()}
        </button>
      </div>
    </form>
  );
}
