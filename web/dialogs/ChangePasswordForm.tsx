import { useState, type FormEvent } from 'react';
import { ACCOUNT_TOASTS } from '../../core/messages.ts';
import { changePassword } from '../api/account.ts';
import { errorMessage, notify } from '../shell/notify.ts';
import { Button, Field } from '../shell/ui/form.tsx';
import { passwordChangeProblem, type PasswordField } from './account-checks.ts';
import { useFormFields } from './useFormFields.ts';

export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const form = useFormFields<PasswordField>({ current: '', next: '', confirm: '' });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordChangeProblem(form.values);
    if (problem) {
      form.setErrors(problem.fields);
      return notify('error', problem.toast);
    }
    setBusy(true);
    try {
      await changePassword(form.values.current, form.values.next);
      notify('success', ACCOUNT_TOASTS.passwordUpdated);
      onDone();
    } catch (error) {
      const message = errorMessage(error);
      if (/invalid password/i.test(message ?? '')) {
        form.setErrors(['current']);
        notify('error', ACCOUNT_TOASTS.currentPasswordIncorrect);
      } else {
        notify('error', { title: ACCOUNT_TOASTS.updateFailedTitle, message: message || ACCOUNT_TOASTS.updatePasswordFailed });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Current Password" type="password" name="current-password" autoComplete="current-password" {...form.bind('current')} />
      <Field label="New Password" type="password" name="new-password" autoComplete="new-password" {...form.bind('next')} />
      <Field label="Confirm New Password" type="password" name="confirm-password" autoComplete="new-password" {...form.bind('confirm')} />
      <Button type="submit" block disabled={busy}>
        {busy ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
