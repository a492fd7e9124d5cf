import { LogOut } from 'lucide-react';
import { SIGN_OUT_CONFIRM_MS } from '../../core/constants.ts';
import { ACCOUNT_TOASTS } from '../../core/messages.ts';
import { useSignOut } from '../api/session.ts';
import { useArmed } from '../hooks/useArmed.ts';
import { notify } from '../shell/notify.ts';

/** Two-step: the first click asks "Sign Out?" for 3 s, a second click within that time signs out. */
export function SignOutButton() {
  const { armed, press } = useArmed(SIGN_OUT_CONFIRM_MS);
  const signOut = useSignOut();
  const click = async () => {
    if (!press()) return;
    // Signing out closes this panel (unmounting this button) and returns to landing, so the outcome is
    // awaited here rather than left to mutate() callbacks, which an unmounted component never gets.
    try {
      await signOut.mutateAsync();
      notify('success', ACCOUNT_TOASTS.signedOut);
    } catch {
      notify('error', ACCOUNT_TOASTS.signOutFailed);
    }
  };
  return (
    <button
      type="button"
      onClick={click}
      disabled={signOut.isPending}
      className={`flex w-full items-center justify-center gap-2 rounded-xl py-3 font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500 disabled:opacity-60 ${
        armed ? 'animate-flash bg-red-600 text-white' : 'border border-red-200 text-red-700 hover:bg-red-50 dark:border-red-900 dark:text-red-300 dark:hover:bg-red-950/50'
      }`}
    >
      <LogOut className="size-4" aria-hidden />
      {signOut.isPending ? 'Signing out...' : armed ? 'Sign Out?' : 'Sign Out'}
    </button>
  );
}
