import { useId } from 'react';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The current password, asked again before a change a stolen session alone must not make. */
export function PasswordField({ label, value, onChange }: PasswordFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        autoComplete="current-password"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
