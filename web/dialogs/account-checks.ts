import { MIN_PASSWORD_LENGTH } from '../../core/constants.ts';
import { ACCOUNT_TOASTS } from '../../core/messages.ts';
import { normalizeEmail } from '../auth/auth-form.ts';

/** What is wrong with a form: the toast to show and the fields to mark red. */
export interface Problem<F extends string> {
  toast: { title: string; message: string };
  fields: F[];
}

export type EmailField = 'newEmail' | 'password';
export type PasswordField = 'current' | 'next' | 'confirm';

const blank = <F extends string>(values: Record<F, string>) => (Object.keys(values) as F[]).filter((field) => !values[field].trim());

export function emailChangeProblem(currentEmail: string, values: Record<EmailField, string>): Problem<EmailField> | null {
  const missing = blank(values);
  if (missing.length) return { toast: ACCOUNT_TOASTS.missingInformation, fields: missing };
  if (normalizeEmail(values.newEmail) === normalizeEmail(currentEmail)) return { toast: ACCOUNT_TOASTS.sameEmail, fields: ['newEmail'] };
  return null;
}

export function passwordChangeProblem(values: Record<PasswordField, string>): Problem<PasswordField> | null {
  const missing = (Object.keys(values) as PasswordField[]).filter((field) => !values[field]);
  if (missing.length) return { toast: ACCOUNT_TOASTS.missingInformation, fields: missing };
  if (values.next !== values.confirm) return { toast: ACCOUNT_TOASTS.passwordMismatch, fields: ['next', 'confirm'] };
  if (values.next.length < MIN_PASSWORD_LENGTH) return { toast: ACCOUNT_TOASTS.passwordTooShort, fields: ['next'] };
  if (values.next === values.current) return { toast: ACCOUNT_TOASTS.samePassword, fields: ['next'] };
  return null;
}
