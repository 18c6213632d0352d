import type { InputHTMLAttributes } from 'react';
import { FormField } from '@/islands/ui/FormField.tsx';

interface TextFieldProps {
  name: string;
  label: string;
  defaultValue?: string | undefined;
  error?: string | undefined;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  onEdit: (name: string) => void;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/** An uncontrolled field, so text typed before the island hydrates is kept. */
export function TextField({ name, onEdit, inputProps, type = 'text', ...field }: TextFieldProps) {
  return (
    <FormField
      {...inputProps}
      {...field}
      id={`auth-${name}`}
      name={name}
      type={type}
      onChange={() => onEdit(name)}
    />
  );
}
