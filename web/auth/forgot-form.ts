import { MIN_PASSWORD_LENGTH } from '../../core/constants.ts';
import { ACCESS_MESSAGES, AUTH_MESSAGES, authErrorMessage } from '../../core/messages.ts';

/** email → email-sent → (resend) email; an emailed recovery link opens reset-password directly. */
export type ForgotStep = 'email' | 'email-sent' | 'reset-password';

export interface ForgotState {
  step: ForgotStep;
  email: string;
  password: string;
  confirm: string;
  busy: boolean;
  error: string | null;
  /** Errors from the server clear after 5 s; validation errors stay until the next try. */
  errorClears: boolean;
  /** Set once the new password is saved; the overlay then signs out and closes. */
  done: boolean;
}

export type ForgotEvent =
  | { type: 'FIELD'; field: 'email' | 'password' | 'confirm'; value: string }
  | { type: 'SUBMITTED' }
  | { type: 'SENT'; email: string }
  | { type: 'RESEND' }
  | { type: 'INVALID'; message: string }
  | { type: 'FAILED'; message: string }
  | { type: 'ERROR_EXPIRED' }
  | { type: 'RESET_DONE' };

export const initialForgotState = (step: ForgotStep, email = ''): ForgotState => ({
  step,
  email,
  password: '',
  confirm: '',
  busy: false,
  error: null,
  errorClears: false,
  done: false,
});

export function forgotReducer(state: ForgotState, event: ForgotEvent): ForgotState {
  switch (event.type) {
    case 'FIELD':
      return { ...state, [event.field]: event.value };
    case 'SUBMITTED':
      return { ...state, busy: true, error: null, errorClears: false };
    case 'SENT':
      return { ...initialForgotState('email-sent', event.email) };
    case 'RESEND':
      return { ...initialForgotState('email', state.email) };
    case 'INVALID':
      return { ...state, busy: false, error: event.message, errorClears: false };
    case 'FAILED':
      return { ...state, busy: false, error: event.message, errorClears: true };
    case 'ERROR_EXPIRED':
      return { ...state, error: null, errorClears: false };
    case 'RESET_DONE':
      return { ...state, busy: false, error: null, done: true };
  }
}

/** The reset-password step's checks, in the spec's order; null when the new password may be sent. */
export function resetPasswordProblem(password: string, confirm: string, token: string | null): string | null {
  if (!password || !confirm) return ACCESS_MESSAGES.resetFillAll;
  if (password !== confirm) return ACCESS_MESSAGES.resetMismatch;
  if (password.length < MIN_PASSWORD_LENGTH) return ACCESS_MESSAGES.resetTooShort;
  if (!token) return ACCESS_MESSAGES.recoveryExpired;
  return null;
}

/** The submit button waits until both fields are filled and equal. */
export const canSubmitReset = (state: ForgotState) => !state.busy && !state.done && Boolean(state.password) && state.password === state.confirm;

/** What a failed reset-link request shows; a rate limit says so rather than "failed". */
export function forgotFailure(raw: string | undefined): string {
  return authErrorMessage(raw) === AUTH_MESSAGES.rateLimited ? AUTH_MESSAGES.rateLimited : ACCESS_MESSAGES.forgotFailed;
}

/** What a failed reset shows: a used or expired link needs a new one, anything else may be retried. */
export function resetFailure(raw: string | undefined): string {
  return /invalid token|token expired/i.test(raw ?? '') ? ACCESS_MESSAGES.recoveryInvalid : ACCESS_MESSAGES.resetFailed;
}
