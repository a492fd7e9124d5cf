import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { ALREADY_REGISTERED_SWITCH_MS, NOTICE_CLEAR_MS, RATE_LIMIT_BANNER_MS } from '../../core/constants.ts';
import { AUTH_MESSAGES } from '../../core/messages.ts';
import { accountExists, resendVerification, signUp } from '../api/account.ts';
import { logMobileAuth, signIn } from '../api/session.ts';
import { errorMessage } from '../shell/notify.ts';
import { Banner, Button } from '../shell/ui/form.tsx';
import { AuthModal } from './AuthModal.tsx';
import { useTimeout } from '../shell/ui/useTimeout.ts';
import { authReducer, initialAuthState, normalizeEmail, type AuthStep } from './auth-form.ts';
import { EmailStep } from './EmailStep.tsx';
import { PasswordStep } from './PasswordStep.tsx';
import { SignupStep } from './SignupStep.tsx';
import { VerificationSent } from './VerificationSent.tsx';

interface AuthOverlayProps {
  open: boolean;
  onClose: () => void;
  onForgotPassword: () => void;
  onOpenLegal: (document: 'terms' | 'privacy') => void;
}

const HEADINGS: Record<AuthStep, { title: string; description: string }> = {
  email: { title: 'Welcome', description: 'Enter your email to sign in or create your account.' },
  password: { title: 'Welcome back', description: 'Sign in to your Chairside account.' },
  signup: { title: 'Create your account', description: 'Choose a password for your new account.' },
  'verification-sent': { title: 'Check Your Email', description: 'One more step to activate your account.' },
};

/** Sign-in and sign-up: email first, then the step that fits the account, then confirmation by email. */
export function AuthOverlay({ open, onClose, onForgotPassword, onOpenLegal }: AuthOverlayProps) {
  const client = useQueryClient();
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  useEffect(() => {
    // Opened again, it starts over at the email step (keeping the email typed last time).
    if (open) dispatch({ type: 'EDIT_EMAIL' });
  }, [open]);
  useTimeout(state.rateLimited, RATE_LIMIT_BANNER_MS, () => dispatch({ type: 'RATE_LIMIT_EXPIRED' }));
  useTimeout(state.notice, NOTICE_CLEAR_MS, () => dispatch({ type: 'NOTICE_EXPIRED' }));
  useTimeout(state.switchingToSignIn, ALREADY_REGISTERED_SWITCH_MS, () => dispatch({ type: 'SWITCH_TO_SIGN_IN' }));

  const checkEmail = async () => {
    const email = normalizeEmail(state.email);
    if (!email) return;
    dispatch({ type: 'SUBMITTED' });
    dispatch({ type: 'ACCOUNT_CHECKED', email, exists: await accountExists(email) });
  };

  const submitSignIn = async () => {
    dispatch({ type: 'SUBMITTED' });
    try {
      // The flow leaves this overlay for the intro as soon as the new session is loaded.
      await signIn(client, state.email, state.password);
      logMobileAuth('info', 'sign-in');
      dispatch({ type: 'SIGNED_IN' });
    } catch (error) {
      logMobileAuth('error', 'sign-in', errorMessage(error));
      dispatch({ type: 'FAILED', message: errorMessage(error) });
    }
  };

  const submitSignUp = async () => {
    dispatch({ type: 'SUBMITTED' });
    try {
      dispatch({ type: 'SIGNED_UP', ...(await signUp(state.email, state.password)) });
    } catch (error) {
      dispatch({ type: 'FAILED', message: errorMessage(error) });
    }
  };

  const resend = async () => {
    dispatch({ type: 'SUBMITTED' });
    try {
      await resendVerification(state.email);
      dispatch({ type: 'RESENT' });
    } catch (error) {
      dispatch({ type: 'RESEND_FAILED', message: errorMessage(error) });
    }
  };

  const heading = HEADINGS[state.step];
  return (
    <AuthModal open={open} onClose={onClose} heading={heading}>
      <div className="space-y-4">
        {state.rateLimited && <Banner kind="warning">{AUTH_MESSAGES.rateLimited}</Banner>}
        {state.error && <Banner kind="error">{state.error}</Banner>}
        {state.notice && <Banner kind="success">{state.notice}</Banner>}
        {state.canResend && (
          <Button variant="secondary" block disabled={state.busy} onClick={resend}>
            Resend Verification Email
          </Button>
        )}
        {state.step === 'email' && <EmailStep email={state.email} busy={state.busy} onEmail={(value) => dispatch({ type: 'FIELD', field: 'email', value })} onSubmit={checkEmail} />}
        {state.step === 'password' && (
          <PasswordStep
            email={state.email}
            password={state.password}
            busy={state.busy}
            onPassword={(value) => dispatch({ type: 'FIELD', field: 'password', value })}
            onSubmit={submitSignIn}
            onEdit={() => dispatch({ type: 'EDIT_EMAIL' })}
            onForgotPassword={onForgotPassword}
            onSignUp={() => dispatch({ type: 'TOGGLE_MODE' })}
          />
        )}
        {state.step === 'signup' && (
          <SignupStep
            state={state}
            onField={(field, value) => dispatch({ type: 'FIELD', field, value })}
            onTerms={(accepted) => dispatch({ type: 'TERMS', accepted })}
            onSubmit={submitSignUp}
            onEdit={() => dispatch({ type: 'EDIT_EMAIL' })}
            onSignIn={() => dispatch({ type: 'TOGGLE_MODE' })}
            onOpenLegal={onOpenLegal}
          />
        )}
        {state.step === 'verification-sent' && (
          <VerificationSent email={state.email} busy={state.busy} onResend={resend} onSignIn={() => dispatch({ type: 'SWITCH_TO_SIGN_IN' })} />
        )}
      </div>
    </AuthModal>
  );
}
