import { ACCOUNT_TOASTS } from '../../core/messages.ts';
import { notify } from './notify.ts';

type Toast = { title: string; message: string };

/** Puts `text` on the clipboard and says so in a toast; a refusal (permissions, insecure page) gets the failure toast. */
export async function copyWithToast(text: string, success: Toast, failure: Toast = ACCOUNT_TOASTS.copyFailed) {
  try {
    await navigator.clipboard.writeText(text);
    notify('success', success);
  } catch {
    notify('error', failure);
  }
}
