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

/** What a field's control carries: its id, and its hint and error read with it. */
interface ControlAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The label, hint and error around a control, which reads the last two with it (aria-describedby). */
function FieldFrame({
  id,
  label,
  error,
  hint,
  control,
}: FieldText & { control: (aria: ControlAria) => ReactNode }) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
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
  const text = { id, label, error, hint };
  return <FieldFrame {...text} control={(aria) => <input {...input} {...aria} />} />;
}

/** A labelled text area, like FormField's input: its hint and error are read with it. */
export function TextAreaField({ id, label, error, hint, ...textarea }: TextAreaFieldProps) {
  const text = { id, label, error, hint };
  return (
    <FieldFrame {...text} control={(aria) => <textarea className="form-control" {...textarea} {...aria} />} />
  );
}
