import type { FormEvent } from 'react';
import { ACCESS_MESSAGES } from '../../core/messages.ts';
import { Button, Field, type FieldTone } from '../shell/ui/form.tsx';
import { canSubmitSignUp, confirmStatus, type AuthState } from './auth-form.ts';
import { EmailSummary } from './EmailSummary.tsx';
import { useStepFocus } from './useStepFocus.ts';

interface SignupStepProps {
  state: AuthState;
  onField: (field: 'password' | 'confirm', value: string) => void;
  onTerms: (accepted: boolean) => void;
  onSubmit: () => void;
  onEdit: () => void;
  onSignIn: () => void;
  onOpenLegal: (document: 'terms' | 'privacy') => void;
}

const CONFIRM_TONE: Record<ReturnType<typeof confirmStatus>, FieldTone> = { empty: 'normal', match: 'success', mismatch: 'error' };

/** A new account: password twice (with live feedback on the second) and the terms. */
export function SignupStep({ state, onField, onTerms, onSubmit, onEdit, onSignIn, onOpenLegal }: SignupStepProps) {
  const input = useStepFocus<HTMLInputElement>();
  const status = confirmStatus(state.password, state.confirm);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The live hint under the field already says what is wrong.
    if (status === 'mismatch') return;
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <EmailSummary email={state.email} onEdit={onEdit} />
      <Field ref={input} label="Password" type="password" name="new-password" autoComplete="new-password" required value={state.password} onChange={(e) => onField('password', e.target.value)} />
      <Field
        label="Confirm Password"
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        tone={CONFIRM_TONE[status]}
        hint={status === 'mismatch' ? ACCESS_MESSAGES.signUpMismatch : undefined}
        value={state.confirm}
        onChange={(e) => onField('confirm', e.target.value)}
      />
      <label className="flex items-start gap-3 text-sm text-slate-700 dark:text-slate-300">
        <input type="checkbox" checked={state.termsAccepted} onChange={(e) => onTerms(e.target.checked)} className="mt-0.5 size-4 shrink-0 accent-brand-600" />
        <span>
          I have read and agree to the{' '}
          <button type="button" className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-400" onClick={() => onOpenLegal('terms')}>
            Terms of Service
          </button>{' '}
          and{' '}
          <button type="button" className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-400" onClick={() => onOpenLegal('privacy')}>
            Privacy Policy
          </button>
        </span>
      </label>
      <Button type="submit" block disabled={!canSubmitSignUp(state)}>
        {state.busy ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className="text-center">
        <Button variant="link" onClick={onSignIn}>
          Already have an account? Sign in
        </Button>
      </p>
    </form>
  );
}
