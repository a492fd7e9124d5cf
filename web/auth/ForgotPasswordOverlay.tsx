import { KeyRound, MailCheck } from 'lucide-react';
import { useReducer, type FormEvent } from 'react';
import { NOTICE_CLEAR_MS, PASSWORD_RESET_SUCCESS_CLOSE_MS } from '../../core/constants.ts';
import { ACCESS_MESSAGES } from '../../core/messages.ts';
import { requestPasswordReset, resetPassword } from '../api/account.ts';
import { errorMessage } from '../shell/notify.ts';
import { Banner, Button, Field } from '../shell/ui/form.tsx';
import { AuthModal } from './AuthModal.tsx';
import { useTimeout } from '../shell/ui/useTimeout.ts';
import { normalizeEmail } from './auth-form.ts';
import { canSubmitReset, forgotFailure, forgotReducer, initialForgotState, resetFailure, resetPasswordProblem, type ForgotState, type ForgotStep } from './forgot-form.ts';
import { useStepFocus } from './useStepFocus.ts';

interface ForgotPasswordOverlayProps {
  open: boolean;
  /** The token of an emailed recovery link: the overlay then opens at the reset-password step. */
  recovery: { token: string | null } | null;
  onClose: () => void;
  onBackToSignIn: () => void;
  /** After the new password is saved and shown as such. */
  onPasswordReset: () => void;
}

const HEADINGS: Record<ForgotStep, { title: string; description: string }> = {
  email: { title: 'Reset your password', description: 'Enter your account email and we will send you a link to choose a new password.' },
  'email-sent': { title: 'Check your email', description: 'A password reset link is on its way.' },
  'reset-password': { title: 'Choose a new password', description: 'Enter a new password for your account.' },
};

function initial(recovery: ForgotPasswordOverlayProps['recovery']): ForgotState {
  if (!recovery) return initialForgotState('email');
  // A link without its token cannot reset anything: say so at once rather than after typing.
  return { ...initialForgotState('reset-password'), error: recovery.token ? null : ACCESS_MESSAGES.recoveryExpired };
}

export function ForgotPasswordOverlay({ open, recovery, onClose, onBackToSignIn, onPasswordReset }: ForgotPasswordOverlayProps) {
  const [state, dispatch] = useReducer(forgotReducer, recovery, initial);
  useTimeout(state.errorClears && state.error, NOTICE_CLEAR_MS, () => dispatch({ type: 'ERROR_EXPIRED' }));
  useTimeout(state.done, PASSWORD_RESET_SUCCESS_CLOSE_MS, onPasswordReset);

  const sendLink = async () => {
    const email = normalizeEmail(state.email);
    if (!email) return;
    dispatch({ type: 'SUBMITTED' });
    try {
      await requestPasswordReset(email);
      dispatch({ type: 'SENT', email });
    } catch (error) {
      dispatch({ type: 'FAILED', message: forgotFailure(errorMessage(error)) });
    }
  };

  const savePassword = async () => {
    const problem = resetPasswordProblem(state.password, state.confirm, recovery?.token ?? null);
    if (problem) return dispatch({ type: 'INVALID', message: problem });
    dispatch({ type: 'SUBMITTED' });
    try {
      await resetPassword(recovery!.token!, state.password);
      dispatch({ type: 'RESET_DONE' });
    } catch (error) {
      dispatch({ type: 'FAILED', message: resetFailure(errorMessage(error)) });
    }
  };

  const heading = HEADINGS[state.step];
  const field = (name: 'email' | 'password' | 'confirm') => (value: string) => dispatch({ type: 'FIELD', field: name, value });
  return (
    <AuthModal open={open} onClose={onClose} heading={heading}>
      <div className="space-y-4">
        {state.error && <Banner kind="error">{state.error}</Banner>}
        {state.done && <Banner kind="success">{ACCESS_MESSAGES.passwordReset}</Banner>}
        {state.step === 'email' && <EmailForm state={state} onEmail={field('email')} onSubmit={sendLink} onBackToSignIn={onBackToSignIn} />}
        {state.step === 'email-sent' && <SentNotice email={state.email} onResend={() => dispatch({ type: 'RESEND' })} onBackToSignIn={onBackToSignIn} />}
        {state.step === 'reset-password' && <ResetForm state={state} onPassword={field('password')} onConfirm={field('confirm')} onSubmit={savePassword} />}
      </div>
    </AuthModal>
  );
}

const onSubmitted = (action: () => void) => (event: FormEvent) => {
  event.preventDefault();
  action();
};

function EmailForm({ state, onEmail, onSubmit, onBackToSignIn }: { state: ForgotState; onEmail: (v: string) => void; onSubmit: () => void; onBackToSignIn: () => void }) {
  const input = useStepFocus<HTMLInputElement>();
  return (
    <form onSubmit={onSubmitted(onSubmit)} className="space-y-4">
      <Field ref={input} label="Email" type="email" name="email" autoComplete="email" required value={state.email} onChange={(e) => onEmail(e.target.value)} />
      <Button type="submit" block disabled={state.busy || !state.email.trim()}>
        {state.busy ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <p className="text-center">
        <Button variant="link" onClick={onBackToSignIn}>
          Back to sign in
        </Button>
      </p>
    </form>
  );
}

function SentNotice({ email, onResend, onBackToSignIn }: { email: string; onResend: () => void; onBackToSignIn: () => void }) {
  const again = useStepFocus<HTMLButtonElement>();
  return (
    <div className="space-y-5 text-center">
      <MailCheck className="mx-auto size-12 text-brand-600 dark:text-brand-400" aria-hidden />
      <p className="text-slate-700 dark:text-slate-300">
        If an account exists for <strong className="break-all text-slate-900 dark:text-white">{email}</strong>, it will receive a link to choose a new
        password. The link is valid for one hour.
      </p>
      <div className="space-y-3">
        <Button ref={again} variant="secondary" block onClick={onResend}>
          Didn't get it? Send again
        </Button>
        <Button variant="link" onClick={onBackToSignIn}>
          Back to sign in
        </Button>
      </div>
    </div>
  );
}

function ResetForm({ state, onPassword, onConfirm, onSubmit }: { state: ForgotState; onPassword: (v: string) => void; onConfirm: (v: string) => void; onSubmit: () => void }) {
  const input = useStepFocus<HTMLInputElement>();
  return (
    <form onSubmit={onSubmitted(onSubmit)} className="space-y-4">
      <KeyRound className="mx-auto size-10 text-brand-600 dark:text-brand-400" aria-hidden />
      <Field ref={input} label="New Password" type="password" name="new-password" autoComplete="new-password" value={state.password} onChange={(e) => onPassword(e.target.value)} disabled={state.done} />
      <Field label="Confirm New Password" type="password" name="confirm-password" autoComplete="new-password" value={state.confirm} onChange={(e) => onConfirm(e.target.value)} disabled={state.done} />
      <Button type="submit" block disabled={!canSubmitReset(state)}>
        {state.busy ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
