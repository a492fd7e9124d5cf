import { MailCheck } from 'lucide-react';
import { Button } from '../shell/ui/form.tsx';
import { useStepFocus } from './useStepFocus.ts';

interface VerificationSentProps {
  email: string;
  busy: boolean;
  onResend: () => void;
  onSignIn: () => void;
}

/** After sign-up: the account is confirmed from the emailed link. */
export function VerificationSent({ email, busy, onResend, onSignIn }: VerificationSentProps) {
  const resend = useStepFocus<HTMLButtonElement>();
  return (
    <div className="space-y-5 text-center">
      <MailCheck className="mx-auto size-12 text-brand-600 dark:text-brand-400" aria-hidden />
      <p className="text-slate-700 dark:text-slate-300">
        We sent a verification link to <strong className="break-all text-slate-900 dark:text-white">{email}</strong>. Open it to confirm your address and you
        will be signed in.
      </p>
      <div className="space-y-3">
        <Button ref={resend} variant="secondary" block disabled={busy} onClick={onResend}>
          Resend Verification Email
        </Button>
        <Button variant="link" onClick={onSignIn}>
          Back to sign in
        </Button>
      </div>
    </div>
  );
}
