import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ACCOUNT_TOASTS, AUTH_MESSAGES, authErrorMessage } from '../../core/messages.ts';
import { updateEmail, verifyPassword } from '../api/account.ts';
import { SESSION_KEY, type SessionUser } from '../api/session.ts';
import { normalizeEmail } from '../auth/auth-form.ts';
import { errorMessage, notify } from '../shell/notify.ts';
import { Button, Field } from '../shell/ui/form.tsx';
import { emailChangeProblem, type EmailField } from './account-checks.ts';
import { useFormFields } from './useFormFields.ts';

export function ChangeEmailForm({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const client = useQueryClient();
  const form = useFormFields<EmailField>({ newEmail: '', password: '' });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailChangeProblem(user.email, form.values);
    if (problem) {
      form.setErrors(problem.fields);
      return notify('error', problem.toast);
    }
    const newEmail = normalizeEmail(form.values.newEmail);
    setBusy(true);
    try {
      await verifyPassword(user.email, form.values.password);
    } catch (error) {
      setBusy(false);
      const message = authErrorMessage(errorMessage(error));
      if (message !== AUTH_MESSAGES.invalidCredentials) return notify('error', { title: ACCOUNT_TOASTS.updateFailedTitle, message });
      form.setErrors(['password']);
      return notify('error', ACCOUNT_TOASTS.currentPasswordIncorrect);
    }
    try {
      const answer = await updateEmail(newEmail);
      if (answer.pendingEmail === newEmail) {
        notify('success', ACCOUNT_TOASTS.emailVerificationRequired(newEmail));
      } else {
        notify('success', ACCOUNT_TOASTS.emailUpdated);
        await client.refetchQueries({ queryKey: SESSION_KEY });
      }
      onDone();
    } catch (error) {
      notify('error', { title: ACCOUNT_TOASTS.updateFailedTitle, message: errorMessage(error) || ACCOUNT_TOASTS.updateEmailFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Current email: <strong className="break-all text-slate-900 dark:text-white">{user.email}</strong>
      </p>
      <Field label="New Email" type="email" name="new-email" autoComplete="email" {...form.bind('newEmail')} />
      <Field label="Current Password" type="password" name="current-password" autoComplete="current-password" {...form.bind('password')} />
      <p className="text-sm text-slate-600 dark:text-slate-400">We will send a link to the new address; the change takes effect once you open it.</p>
      <Button type="submit" block disabled={busy}>
        {busy ? 'Updating...' : 'Update Email'}
      </Button>
    </form>
  );
}
