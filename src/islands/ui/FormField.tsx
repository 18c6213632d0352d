import type { InputHTMLAttributes } from 'react';
import '@/styles/forms.css';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled input whose hint and error are read with it (aria-describedby). */
export function FormField({ id, label, error, hint, ...input }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
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
