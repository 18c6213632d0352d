import type { InputHTMLAttributes } from 'react';
import { FormField } from '@/islands/ui/FormField.tsx';

export interface InstallFieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  type?: 'text' | 'password';
  autoComplete: string;
  required?: boolean;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/** A controlled wizard field: the wizard keeps every value across its steps. */
export function InstallField({
  onValueChange,
  inputProps,
  type = 'text',
  required = false,
  ...field
}: InstallFieldProps) {
  return (
    <FormField
      {...inputProps}
      {...field}
      type={type}
      required={required}
      spellCheck={false}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}
