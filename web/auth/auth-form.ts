import { ACCESS_MESSAGES, AUTH_MESSAGES, authErrorMessage } from '../../core/messages.ts';

/** The auth overlay's steps: email, then password (account exists) or signup (no account), then verification-sent. */
export type AuthStep = 'email' | 'password' | 'signup' | 'verification-sent';

export interface AuthState {
  step: AuthStep;
  email: string;
  password: string;
  confirm: string;
  termsAccepted: boolean;
  busy: boolean;
  error: string | null;
  /** Success notices; they clear after a few seconds. */
  notice: string | null;
  /** The rate-limit banner; it clears after 30 s. */
  rateLimited: boolean;
  /** Offered after a sign-in refused for an unconfirmed email. */
  canResend: boolean;
  /** A sign-up found the email registered: the message shows, then the sign-in step follows. */
  switchingToSignIn: boolean;
}

export type AuthEvent =
  | { type: 'FIELD'; field: 'email' | 'password' | 'confirm'; value: string }
  | { type: 'TERMS'; accepted: boolean }
  | { type: 'SUBMITTED' }
  | { type: 'ACCOUNT_CHECKED'; email: string; exists: boolean }
  | { type: 'EDIT_EMAIL' }
  | { type: 'TOGGLE_MODE' }
  | { type: 'FAILED'; message: string | undefined }
  | { type: 'SIGNED_IN' }
  | { type: 'SIGNED_UP'; verified: boolean }
  | { type: 'RESENT' }
  | { type: 'RESEND_FAILED'; message: string | undefined }
  | { type: 'SWITCH_TO_SIGN_IN' }
  | { type: 'RATE_LIMIT_EXPIRED' }
  | { type: 'NOTICE_EXPIRED' };

export const initialAuthState: AuthState = {
  step: 'email',
  email: '',
  password: '',
  confirm: '',
  termsAccepted: false,
  busy: false,
  error: null,
  notice: null,
  rateLimited: false,
  canResend: false,
  switchingToSignIn: false,
};

/** Emails are compared, checked and sent trimmed and lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const isRateLimit = (message: string | undefined) => authErrorMessage(message) === AUTH_MESSAGES.rateLimited;

/** A new step starts without the previous step's passwords and messages. */
const toStep = (state: AuthState, step: AuthStep): AuthState => ({
  ...initialAuthState,
  email: state.email,
  rateLimited: state.rateLimited,
  step,
});

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'FIELD':
      return { ...state, [event.field]: event.value };
    case 'TERMS':
      return { ...state, termsAccepted: event.accepted };
    case 'SUBMITTED':
      return { ...state, busy: true, error: null, notice: null, canResend: false };
    case 'ACCOUNT_CHECKED':
      return toStep({ ...state, email: event.email }, event.exists ? 'password' : 'signup');
    case 'EDIT_EMAIL':
      return toStep(state, 'email');
    case 'TOGGLE_MODE':
      return toStep(state, state.step === 'signup' ? 'password' : 'signup');
    case 'FAILED': {
      const message = authErrorMessage(event.message);
      if (message === AUTH_MESSAGES.rateLimited) return { ...state, busy: false, rateLimited: true };
      if (state.step === 'signup' && message === AUTH_MESSAGES.alreadyRegistered) {
        return { ...state, busy: false, error: ACCESS_MESSAGES.alreadyRegisteredSwitching, switchingToSignIn: true };
      }
      return { ...state, busy: false, error: message, canResend: /email not verified/i.test(message) };
    }
    case 'SIGNED_IN':
      return { ...state, busy: false, password: '' };
    case 'SIGNED_UP':
      // Admins need no confirmation and can sign in at once; everyone else confirms by email first.
      return event.verified
        ? { ...toStep(state, 'password'), notice: ACCESS_MESSAGES.adminSignedUp }
        : { ...toStep(state, 'verification-sent'), notice: AUTH_MESSAGES.signUpCheckEmail };
    case 'RESENT':
      return { ...state, busy: false, error: null, canResend: false, notice: ACCESS_MESSAGES.verificationResent };
    case 'RESEND_FAILED':
      if (isRateLimit(event.message)) return { ...state, busy: false, rateLimited: true };
      return { ...state, busy: false, error: event.message || ACCESS_MESSAGES.resendFailed };
    case 'SWITCH_TO_SIGN_IN':
      return toStep(state, 'password');
    case 'RATE_LIMIT_EXPIRED':
      return { ...state, rateLimited: false };
    case 'NOTICE_EXPIRED':
      return { ...state, notice: null };
  }
}

/** Live feedback on the confirmation field: none while empty, then whether it matches. */
export function confirmStatus(password: string, confirm: string): 'empty' | 'match' | 'mismatch' {
  if (!confirm) return 'empty';
  return password === confirm ? 'match' : 'mismatch';
}

/** Sign-up needs the terms accepted; sign-in has no such box. */
export const canSubmitSignUp = (state: AuthState) => state.termsAccepted && !state.busy;
