import type { FormEvent } from 'react';
import { Button, Field } from '../shell/ui/form.tsx';
import { EmailSummary } from './EmailSummary.tsx';
import { useStepFocus } from './useStepFocus.ts';

interface PasswordStepProps {
  email: string;
  password: string;
  busy: boolean;
  onPassword: (value: string) => void;
  onSubmit: () => void;
  onEdit: () => void;
  onForgotPassword: () => void;
  onSignUp: () => void;
}

/** Sign-in for an existing account. */
export function PasswordStep({ email, password, busy, onPassword, onSubmit, onEdit, onForgotPassword, onSignUp }: PasswordStepProps) {
  const input = useStepFocus<HTMLInputElement>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <EmailSummary email={email} onEdit={onEdit} />
      <Field ref={input} label="Password" type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => onPassword(e.target.value)} />
      <div className="flex justify-end">
        <Button variant="link" onClick={onForgotPassword}>
          Forgot password?
        </Button>
      </div>
      <Button type="submit" block disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center">
        <Button variant="link" onClick={onSignUp}>
          Don't have an account? Sign up
        </Button>
      </p>
    </form>
  );
}
