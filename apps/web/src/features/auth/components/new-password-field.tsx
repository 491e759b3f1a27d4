import type { FormProblem } from '../lib/auth-errors';
import { TextField } from './text-field';

interface NewPasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  problem: FormProblem | null;
  label?: string;
  name?: string;
}

/** The password a person chooses (sign-up, SMS sign-up, reset), with the advice and the server's reasons. */
export function NewPasswordField({
  value,
  onChange,
  problem,
  label = 'Password',
  name = 'password',
}: NewPasswordFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      hint="At least 8 characters; a few unrelated words make a strong one."
      value={value}
      onChange={onChange}
      required
      error={problem?.field === 'password' ? problem.message : undefined}
    />
  );
}
