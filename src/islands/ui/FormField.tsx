import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import '@/styles/forms.css';

interface FieldText {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

export interface FormFieldProps extends FieldText, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {}

export interface TextAreaFieldProps
  extends FieldText, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {}

/** The label, hint and error around a control, which reads the last two with it (aria-describedby). */
function FieldFrame({
  id,
  label,
  error,
  hint,
  control,
}: FieldText & { control: (describedBy?: string) => ReactNode }) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {control(describedBy || undefined)}
      {hint && (
        <p className="form-field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="form-field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input whose hint and error are read with it (aria-describedby). */
export function FormField({ id, label, error, hint, ...input }: FormFieldProps) {
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      hint={hint}
      control={(describedBy) => (
        <input {...input} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      )}
    />
  );
}

/** A labelled text area, like FormField's input: its hint and error are read with it. */
export function TextAreaField({ id, label, error, hint, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      hint={hint}
      control={(describedBy) => (
        <textarea
          className="form-control"
          {...textarea}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    />
  );
}
