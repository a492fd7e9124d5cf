import { describe, expect, it } from 'vitest';
import { ACCOUNT_TOASTS } from '../../core/messages.ts';
import { emailChangeProblem, passwordChangeProblem } from './account-checks.ts';

describe('change email checks', () => {
  it('needs both fields', () => {
    expect(emailChangeProblem('dr@example.com', { newEmail: ' ', password: 'x' })).toEqual({ toast: ACCOUNT_TOASTS.missingInformation, fields: ['newEmail'] });
    expect(emailChangeProblem('dr@example.com', { newEmail: '', password: '' })?.fields).toEqual(['newEmail', 'password']);
  });

  it('compares emails case-insensitively', () => {
    expect(emailChangeProblem('dr@example.com', { newEmail: ' DR@Example.com', password: 'x' })).toEqual({ toast: ACCOUNT_TOASTS.sameEmail, fields: ['newEmail'] });
    expect(emailChangeProblem('dr@example.com', { newEmail: 'new@example.com', password: 'x' })).toBeNull();
  });
});

describe('change password checks', () => {
  const ok = { current: 'old-pass', next: 'new-pass', confirm: 'new-pass' };
  it('checks in the spec order and marks the fields in error', () => {
    expect(passwordChangeProblem({ ...ok, current: '' })).toEqual({ toast: ACCOUNT_TOASTS.missingInformation, fields: ['current'] });
    expect(passwordChangeProblem({ ...ok, confirm: 'other-pass' })).toEqual({ toast: ACCOUNT_TOASTS.passwordMismatch, fields: ['next', 'confirm'] });
    expect(passwordChangeProblem({ ...ok, next: 'abc', confirm: 'abc' })).toEqual({ toast: ACCOUNT_TOASTS.passwordTooShort, fields: ['next'] });
    expect(passwordChangeProblem({ current: 'same-pass', next: 'same-pass', confirm: 'same-pass' })).toEqual({ toast: ACCOUNT_TOASTS.samePassword, fields: ['next'] });
    expect(passwordChangeProblem(ok)).toBeNull();
  });
});
