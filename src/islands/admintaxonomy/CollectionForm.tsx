import { useState, type ChangeEvent, type FormEvent } from 'react';
import { apiUpload } from '@/shared/api/apiUpload.ts';
import { errorText, FormError, useAdminForm, type AdminFormBody } from './useAdminForm.tsx';
import { m } from '@/i18n/messages.ts';
import '@/components/admintaxonomy/adminTaxonomy.css';

/**
 * One control of a collection's form: `image` is an address filled in by uploading an image,
 * `order` the row's sort number, `status` shown or hidden (both posted as numbers), `switch` a
 * yes-or-no choice (posted as a boolean; its value is 'true' when on).
 */
export interface CollectionFieldView {
  name: string;
  control: 'text' | 'url' | 'textarea' | 'image' | 'order' | 'status' | 'switch';
  label: string;
  /** Unique on the page: the control's id. */
  id: string;
  value: string;
  required?: boolean | undefined;
  maxLength?: number | undefined;
  /** A status control's choices. */
  options?: { value: string; label: string }[] | undefined;
  /** What a switch does, under it. */
  hint?: string | undefined;
}

interface CollectionFormProps {
  /** POST /api/admin/<path>/create or …/update. */
  action: string;
  /** The row being edited; absent for a new one. */
  rowId?: number | undefined;
  fields: CollectionFieldView[];
  submitLabel: string;
}

const isShort = (field: CollectionFieldView) => field.control === 'order' || field.control === 'status';

interface FieldProps {
  field: CollectionFieldView;
  uploading: boolean;
  onUpload: (file: File, target: string) => void;
}

function SwitchField({ field }: { field: CollectionFieldView }) {
  const hintId = `${field.id}-hint`;
  return (
    <div className="tx-field tx-field-switch">
      <label className="tx-switch" htmlFor={field.id}>
        <input
          id={field.id}
          name={field.name}
          type="checkbox"
          role="switch"
          defaultChecked={field.value === 'true'}
          aria-describedby={field.hint ? hintId : undefined}
        />
        <span>{field.label}</span>
      </label>
      {field.hint && (
        <span id={hintId} className="tx-hint">
          {field.hint}
        </span>
      )}
    </div>
  );
}

function Field({ field, uploading, onUpload }: FieldProps) {
  const { id, name, control, required, maxLength, value } = field;
  if (control === 'switch') return <SwitchField field={field} />;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) onUpload(file, id);
  };
  return (
    <div className={isShort(field) ? 'tx-field tx-field-short' : 'tx-field'}>
      <label htmlFor={id}>{field.label}</label>
      {(control === 'text' || control === 'url') && (
        <input
          id={id}
          name={name}
          type={control}
          required={required}
          maxLength={maxLength}
          placeholder={control === 'url' ? 'https://' : undefined}
          defaultValue={value}
        />
      )}
      {control === 'textarea' && (
        <textarea
          id={id}
          name={name}
          rows={2}
          required={required}
          maxLength={maxLength}
          defaultValue={value}
        />
      )}
      {control === 'image' && (
        <>
          <input
            id={id}
            name={name}
            type="text"
            inputMode="url"
            maxLength={maxLength}
            defaultValue={value}
            aria-describedby={`${id}-hint`}
          />
          <span id={`${id}-hint`} className="tx-hint">
            {m.admintaxonomy_node_logo_hint()}
          </span>
          <label className="button button-small file-button tx-upload">
            <input
              type="file"
              accept="image/*"
              className="visually-hidden"
              data-logo-upload={id}
              aria-busy={uploading || undefined}
              onChange={pick}
            />
            <span>{m.admintaxonomy_node_logo_upload()}</span>
          </label>
        </>
      )}
      {control === 'order' && <input id={id} name={name} type="number" step="1" defaultValue={value} />}
      {control === 'status' && (
        <select id={id} name={name} defaultValue={value}>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}

/** The create or edit form of a collection's row (a node, a friend link), one control per field. */
export function CollectionForm({ action, rowId, fields, submitLabel }: CollectionFormProps) {
  const { busy, error, setError, send } = useAdminForm();
  const [uploading, setUploading] = useState(false);

  const upload = (file: File, target: string) => {
    const data = new FormData();
    data.append('file', file, file.name);
    setUploading(true);
    apiUpload<{ url: string }>('/api/upload', data)
      .then((uploaded) => {
        const input = document.getElementById(target);
        if (input instanceof HTMLInputElement) input.value = uploaded.url;
        setError('');
      })
      .catch((failure: unknown) => setError(errorText(failure)))
      .finally(() => setUploading(false));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body: AdminFormBody = rowId === undefined ? {} : { id: rowId };
    for (const field of fields) {
      if (field.control === 'switch') {
        body[field.name] = data.get(field.name) !== null;
        continue;
      }
      const value = String(data.get(field.name) ?? '');
      // Sort numbers and statuses post as numbers; an empty sort number lets the server choose.
      body[field.name] = isShort(field) && value.trim() !== '' ? Number(value) : value;
    }
    void send(action, body);
  };

  const long = fields.filter((field) => !isShort(field));
  const short = fields.filter(isShort);
  return (
    <form
      className="tx-form"
      method="post"
      action={action}
      data-admin-form=""
      aria-busy={busy || undefined}
      onSubmit={submit}
    >
      {long.map((field) => (
        <Field key={field.id} field={field} uploading={uploading} onUpload={upload} />
      ))}
      {short.length > 0 && (
        <div className="tx-row">
          {short.map((field) => (
            <Field key={field.id} field={field} uploading={uploading} onUpload={upload} />
          ))}
        </div>
      )}
      <FormError error={error} />
      <button type="submit" className="button button-primary">
        {submitLabel}
      </button>
    </form>
  );
}
