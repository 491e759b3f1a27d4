import type { User } from '@supabase/auth-js';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { BusyButton } from '@/components/ui/busy-button';
import { useAuth } from '../hooks/use-auth';
import { useFormSubmit } from '../hooks/use-form-submit';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';

/** The name shown on the account, stored in the user metadata given at sign-up. */
export function ProfileForm({ user }: { user: User }) {
  const auth = useAuth();
  const [name, setName] = useState(
    typeof user.user_metadata.full_name === 'string' ? user.user_metadata.full_name : '',
  );
  const { busy, problem, run } = useFormSubmit();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const ok = await run(async () => (await auth.client()).updateUser({ data: { full_name: name.trim() || null } }));
    if (ok) toast.success('Profile saved');
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <TextField label="Full name" name="name" autoComplete="name" value={name} onChange={setName} />
      <FormAlert problem={problem} fields={[]} />
      <BusyButton type="submit" className="btn btn-outline" busy={busy}>
        {busy ? 'Saving...' : 'Save Profile'}
      </BusyButton>
    </form>
  );
}
