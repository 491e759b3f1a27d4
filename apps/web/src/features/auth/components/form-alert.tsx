import type { AuthField, FormProblem } from '../lib/auth-errors';

/** Shows a problem that no field of this form displays itself (field problems appear under their field). */
export function FormAlert({ problem, fields }: { problem: FormProblem | null; fields: AuthField[] }) {
  if (!problem || (problem.field && fields.includes(problem.field))) return null;
  return (
    <p className="auth-alert" role="alert">
      {problem.message}
    </p>
  );
}
