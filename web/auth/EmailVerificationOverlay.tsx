import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useEffect, useReducer, useRef } from 'react';
import { AUTH_OVERLAY_FADE_MS, EMAIL_CHANGE_SUCCESS_CLOSE_MS } from '../../core/constants.ts';
import { ACCESS_MESSAGES } from '../../core/messages.ts';
import { confirmEmailChange } from '../api/account.ts';
import { errorMessage } from '../shell/notify.ts';
import { Button } from '../shell/ui/form.tsx';
import { Modal } from '../shell/ui/Modal.tsx';
import { useTimeout } from '../shell/ui/useTimeout.ts';
import { emailChangeFailure, emailChangeReducer } from './email-change.ts';

interface EmailVerificationOverlayProps {
  token: string | null;
  /** Closing signs out and clears the link from the address bar. */
  onClose: () => void;
  /** After a confirmed change: sign out, then sign in with the new email. */
  onConfirmed: () => void;
}

const TITLES = { verifying: 'Verifying your new email', success: 'Email Verified', failed: ACCESS_MESSAGES.verificationFailedTitle };

/** Confirms an email change from the emailed link. */
export function EmailVerificationOverlay({ token, onClose, onConfirmed }: EmailVerificationOverlayProps) {
  const [state, dispatch] = useReducer(emailChangeReducer, { step: 'verifying' });
  const started = useRef(false);
  useTimeout(state.step === 'success', EMAIL_CHANGE_SUCCESS_CLOSE_MS, onConfirmed);

  useEffect(() => {
    // The link works once: a second call (React's development double effects) would report it as invalid.
    if (started.current) return;
    started.current = true;
    if (!token) return dispatch({ type: 'FAILED', message: ACCESS_MESSAGES.emailChangeInvalid });
    confirmEmailChange(token)
      .then((answer) =>
        dispatch(answer?.user?.email ? { type: 'VERIFIED', email: answer.user.email } : { type: 'FAILED', message: ACCESS_MESSAGES.emailChangeNoUser }),
      )
      .catch((error: unknown) => dispatch({ type: 'FAILED', message: emailChangeFailure(errorMessage(error)) }));
  }, [token]);

  return (
    <Modal open onClose={onClose} title={TITLES[state.step]} width="max-w-md" fadeMs={AUTH_OVERLAY_FADE_MS} closeOnOutsideClick={false}>
      <div className="space-y-5 text-center" aria-live="polite">
        {state.step === 'verifying' && (
          <>
            <LoaderCircle className="mx-auto size-10 animate-spin text-brand-600" aria-hidden />
            <p className="text-slate-700 dark:text-slate-300">Confirming your new email address...</p>
          </>
        )}
        {state.step === 'success' && (
          <>
            <CircleCheck className="mx-auto size-12 text-emerald-600 dark:text-emerald-400" aria-hidden />
            <p className="text-slate-700 dark:text-slate-300">
              Your email is now <strong className="break-all text-slate-900 dark:text-white">{state.email}</strong>. For your security you will be signed out in a
              moment. Please sign in with your new email.
            </p>
          </>
        )}
        {state.step === 'failed' && (
          <>
            <CircleX className="mx-auto size-12 text-red-600 dark:text-red-400" aria-hidden />
            <p role="alert" className="text-slate-700 dark:text-slate-300">
              {state.message}
            </p>
            <Button block onClick={onClose}>
              Close
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
