import { useState, type FormEvent } from 'react';
import { adminPost, submitterValue, type AdminPostBody } from './adminPost.ts';
import '@/components/admincontent/admin-content.css';

/** A labelled text input (posted as a string) or checkbox (posted as a boolean). */
type AdminPostField =
  | { kind: 'text'; name: string; label: string; required?: boolean; maxLength?: number }
  | { kind: 'check'; name: string; label: string };

interface AdminPostButton {
  label: string;
  className: string;
  /** Posted as `name: value` when this button sends the form (resolve or dismiss). */
  name?: string;
  value?: string;
}

interface AdminPostFormProps {
  /** The admin API path it posts to. */
  endpoint: string;
  /** Posted with the fields: what the form acts on (kind, id …). */
  base: AdminPostBody;
  className?: string | undefined;
  fields?: AdminPostField[];
  buttons: AdminPostButton[];
  /** A muted line after the buttons. */
  note?: string | undefined;
}

/**
 * A form of the admin content screens (review, reports, words, deliveries, counter repair): its
 * fields and the pressed button are posted as JSON with `base`, then the page reloads.
 */
export function AdminPostForm({ endpoint, base, className, fields = [], buttons, note }: AdminPostFormProps) {
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const body: AdminPostBody = { ...base };
    for (const field of fields) {
      body[field.name] = field.kind === 'check' ? data.has(field.name) : String(data.get(field.name) ?? '');
    }
    const pressed = submitterValue(event.nativeEvent as SubmitEvent);
    if (pressed) body[pressed[0]] = pressed[1];
    setBusy(true);
    void adminPost(endpoint, body).then((posted) => {
      if (!posted) setBusy(false);
    });
  };
  return (
    <form className={className} onSubmit={submit}>
      {fields.map((field) =>
        field.kind === 'text' ? (
          <label key={field.name} className="ac-field">
            <span>{field.label}</span>
            <input name={field.name} required={field.required} maxLength={field.maxLength} />
          </label>
        ) : (
          <label key={field.name} className="ac-check">
            <input type="checkbox" name={field.name} />
            <span>{field.label}</span>
          </label>
        ),
      )}
      {buttons.map((button) => (
        <button
          key={button.label}
          className={button.className}
          type="submit"
          name={button.name}
          value={button.value}
          disabled={busy}
        >
          {button.label}
        </button>
      ))}
      {note && <span className="ac-muted">{note}</span>}
    </form>
  );
}
