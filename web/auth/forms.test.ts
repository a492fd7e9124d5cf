import { describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, AUTH_MESSAGES } from '../../core/messages.ts';
import { authReducer, canSubmitSignUp, confirmStatus, initialAuthState, normalizeEmail, type AuthEvent, type AuthState } from './auth-form.ts';
import { emailChangeFailure, emailChangeReducer } from './email-change.ts';
import { canSubmitReset, forgotFailure, forgotReducer, initialForgotState, resetFailure, resetPasswordProblem } from './forgot-form.ts';

const run = (state: AuthState, ...events: AuthEvent[]) => events.reduce(authReducer, state);
const atPassword = run(initialAuthState, { type: 'ACCOUNT_CHECKED', email: 'dr@example.com', exists: true });
const atSignup = run(initialAuthState, { type: 'ACCOUNT_CHECKED', email: 'new@example.com', exists: false });

describe('auth overlay', () => {
  it('trims and lower-cases emails', () => {
    expect(normalizeEmail('  Dr.Who@Example.COM ')).toBe('dr.who@example.com');
  });

  it('goes to the password step for an existing account and to signup otherwise', () => {
    expect(atPassword).toMatchObject({ step: 'password', email: 'dr@example.com', busy: false });
    expect(atSignup).toMatchObject({ step: 'signup', email: 'new@example.com' });
  });

  it('returns to the email step on Edit and toggles between sign-in and signup, dropping typed passwords', () => {
    const typed = run(atPassword, { type: 'FIELD', field: 'password', value: 'secret' });
    expect(run(typed, { type: 'EDIT_EMAIL' })).toMatchObject({ step: 'email', email: 'dr@example.com', password: '' });
    expect(run(typed, { type: 'TOGGLE_MODE' })).toMatchObject({ step: 'signup', password: '' });
    expect(run(atSignup, { type: 'TOGGLE_MODE' }).step).toBe('password');
  });

  it('maps sign-in failures to the spec wording and offers a resend for an unconfirmed email', () => {
    const bad = run(atPassword, { type: 'SUBMITTED' }, { type: 'FAILED', message: 'Invalid email or password' });
    expect(bad).toMatchObject({ busy: false, error: AUTH_MESSAGES.invalidCredentials, canResend: false });
    const unconfirmed = run(atPassword, { type: 'SUBMITTED' }, { type: 'FAILED', message: 'Email not verified' });
    expect(unconfirmed).toMatchObject({ error: AUTH_MESSAGES.notConfirmed, canResend: true });
    expect(run(unconfirmed, { type: 'SUBMITTED' }, { type: 'RESENT' })).toMatchObject({ canResend: false, notice: ACCESS_MESSAGES.verificationResent });
    expect(run(atPassword, { type: 'FAILED', message: undefined }).error).toBe(AUTH_MESSAGES.generic);
  });

  it('shows the rate-limit banner until it expires', () => {
    const limited = run(atPassword, { type: 'SUBMITTED' }, { type: 'FAILED', message: 'Too many attempts. Please try again in 42 seconds.' });
    expect(limited).toMatchObject({ rateLimited: true, error: null, busy: false });
    expect(run(limited, { type: 'RATE_LIMIT_EXPIRED' }).rateLimited).toBe(false);
    expect(run(atPassword, { type: 'RESEND_FAILED', message: 'Too many attempts. Please try again in 3 seconds.' }).rateLimited).toBe(true);
    expect(run(atPassword, { type: 'RESEND_FAILED', message: undefined }).error).toBe(ACCESS_MESSAGES.resendFailed);
  });

  it('switches to sign-in when signup finds the email registered', () => {
    const dup = run(atSignup, { type: 'SUBMITTED' }, { type: 'FAILED', message: 'User already exists. Use another email.' });
    expect(dup).toMatchObject({ error: ACCESS_MESSAGES.alreadyRegisteredSwitching, switchingToSignIn: true, step: 'signup' });
    expect(run(dup, { type: 'SWITCH_TO_SIGN_IN' })).toMatchObject({ step: 'password', error: null, switchingToSignIn: false });
  });

  it('ends signup at verification-sent, or at sign-in for admins', () => {
    const sent = run(atSignup, { type: 'SUBMITTED' }, { type: 'SIGNED_UP', verified: false });
    expect(sent).toMatchObject({ step: 'verification-sent', email: 'new@example.com', notice: AUTH_MESSAGES.signUpCheckEmail });
    expect(run(sent, { type: 'NOTICE_EXPIRED' }).notice).toBeNull();
    expect(run(atSignup, { type: 'SIGNED_UP', verified: true })).toMatchObject({ step: 'password', notice: ACCESS_MESSAGES.adminSignedUp });
  });

  it('needs the terms accepted for signup and shows live confirmation feedback', () => {
    expect(canSubmitSignUp(atSignup)).toBe(false);
    expect(canSubmitSignUp(run(atSignup, { type: 'TERMS', accepted: true }))).toBe(true);
    expect(confirmStatus('abcdef', '')).toBe('empty');
    expect(confirmStatus('abcdef', 'abc')).toBe('mismatch');
    expect(confirmStatus('abcdef', 'abcdef')).toBe('match');
  });
});

describe('forgot-password overlay', () => {
  it('goes email → email-sent → back to email on resend', () => {
    const sent = forgotReducer(forgotReducer(initialForgotState('email'), { type: 'SUBMITTED' }), { type: 'SENT', email: 'dr@example.com' });
    expect(sent).toMatchObject({ step: 'email-sent', email: 'dr@example.com', busy: false });
    expect(forgotReducer(sent, { type: 'RESEND' })).toMatchObject({ step: 'email', email: 'dr@example.com' });
  });

  it('checks the new password in the spec order', () => {
    expect(resetPasswordProblem('', 'x', 't')).toBe(ACCESS_MESSAGES.resetFillAll);
    expect(resetPasswordProblem('abcdef', 'abcdeg', 't')).toBe(ACCESS_MESSAGES.resetMismatch);
    expect(resetPasswordProblem('abc', 'abc', 't')).toBe(ACCESS_MESSAGES.resetTooShort);
    expect(resetPasswordProblem('abcdef', 'abcdef', null)).toBe(ACCESS_MESSAGES.recoveryExpired);
    expect(resetPasswordProblem('abcdef', 'abcdef', 't')).toBeNull();
  });

  it('enables the reset button only when both fields are filled and equal', () => {
    const base = initialForgotState('reset-password');
    expect(canSubmitReset({ ...base, password: 'abcdef', confirm: 'abcde' })).toBe(false);
    expect(canSubmitReset({ ...base, password: 'abcdef', confirm: 'abcdef' })).toBe(true);
    expect(canSubmitReset({ ...base, password: 'abcdef', confirm: 'abcdef', done: true })).toBe(false);
  });

  it('words server failures', () => {
    expect(forgotFailure('500: oops')).toBe(ACCESS_MESSAGES.forgotFailed);
    expect(forgotFailure('Too many attempts. Please try again in 9 seconds.')).toBe(AUTH_MESSAGES.rateLimited);
    expect(resetFailure('Invalid token')).toBe(ACCESS_MESSAGES.recoveryInvalid);
    expect(resetFailure('Password too short')).toBe(ACCESS_MESSAGES.resetFailed);
  });
});

describe('email-change verification', () => {
  it('settles once, on success or failure', () => {
    const done = emailChangeReducer({ step: 'verifying' }, { type: 'VERIFIED', email: 'new@example.com' });
    expect(done).toEqual({ step: 'success', email: 'new@example.com' });
    expect(emailChangeReducer(done, { type: 'FAILED', message: 'x' })).toBe(done);
  });

  it('words the failures', () => {
    expect(emailChangeFailure('Token expired')).toBe(ACCESS_MESSAGES.emailChangeExpired);
    expect(emailChangeFailure('Invalid token')).toBe(ACCESS_MESSAGES.emailChangeInvalid);
    expect(emailChangeFailure('500: boom')).toBe(ACCESS_MESSAGES.emailChangeFailed);
  });
});
