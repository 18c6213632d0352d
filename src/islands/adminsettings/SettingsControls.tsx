import type { ReactNode } from 'react';
import '@/styles/forms.css';

interface CheckboxProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function Checkbox({ id, label, checked, onChange }: CheckboxProps) {
  return (
    <label className="settings-check" htmlFor={id}>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

interface NumberFieldProps {
  id: string;
  label: string;
  value: number;
  min?: number;
  max?: number;
  error: string | undefined;
  onChange: (value: number) => void;
}

export function NumberField({ id, label, value, min = 0, max, error, onChange }: NumberFieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={Number.isNaN(value) ? '' : value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.valueAsNumber)}
      />
      {error && (
        <p className="form-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

interface SectionProps {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}

/** One titled block of the settings form; also the target of the in-page section links. */
export function Section({ id, title, hint, children }: SectionProps) {
  return (
    <fieldset className="settings-section" id={id} data-settings-section={id}>
      <legend>{title}</legend>
      {hint && <p className="settings-hint">{hint}</p>}
      {children}
    </fieldset>
  );
}
