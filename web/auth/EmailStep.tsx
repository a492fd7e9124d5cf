import type { FormEvent } from 'react';
import { Button, Field } from '../shell/ui/form.tsx';
import { useStepFocus } from './useStepFocus.ts';

interface EmailStepProps {
  email: string;
  busy: boolean;
  onEmail: (value: string) => void;
  onSubmit: () => void;
}

export function EmailStep({ email, busy, onEmail, onSubmit }: EmailStepProps) {
  const input = useStepFocus<HTMLInputElement>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <Field ref={input} label="Email" type="email" name="email" autoComplete="email" inputMode="email" required value={email} onChange={(e) => onEmail(e.target.value)} />
      <Button type="submit" block disabled={busy || !email.trim()}>
        {busy ? 'Checking...' : 'Continue'}
      </Button>
    </form>
  );
}
