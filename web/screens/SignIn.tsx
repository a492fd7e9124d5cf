import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, authErrorMessage } from '../../core/messages.ts';
import { useSignIn, useSignUp } from '../api/session.ts';
import { Logo } from '../components/Logo.tsx';

/** Email and password sign-in and sign-up; the full auth overlay of the spec replaces this later. */
export function SignIn() {
  const [mode, setMode] = useState<'signin' | 'signup'>('signin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<{ kind: 'error' | 'info'; text: string }>();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const busy = signIn.isPending || signUp.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(undefined);
    const input = { email: email.trim().toLowerCase(), password };
    try {
      if (mode === 'signin') await signIn.mutateAsync(input);
      else {
        await signUp.mutateAsync(input);
        setNotice({ kind: 'info', text: AUTH_MESSAGES.signUpCheckEmail });
      }
    } catch (e) {
      setNotice({ kind: 'error', text: authErrorMessage((e as Error).message) });
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <form onSubmit={submit} className="w-full max-w-sm space-y-4 rounded-2xl bg-white p-8 shadow-lg dark:bg-slate-900">
        <Logo className="mx-auto h-10 text-slate-900 dark:text-white" />
        <p className="text-center text-sm text-slate-500">Professional dental documentation in seconds</p>
        <label className="block text-sm font-medium">
          Email
          <input type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 dark:border-slate-700 dark:bg-slate-800" />
        </label>
        <label className="block text-sm font-medium">
          Password
          <input type="password" required autoComplete={mode === 'signin' ? 'current-password' : 'new-password'} value={password} onChange={(e) => setPassword(e.target.value)} className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 dark:border-slate-700 dark:bg-slate-800" />
        </label>
        {notice && (
          <p role={notice.kind === 'error' ? 'alert' : 'status'} className={notice.kind === 'error' ? 'text-sm text-red-600' : 'text-sm text-brand-700'}>
            {notice.text}
          </p>
        )}
        <button type="submit" disabled={busy} className="w-full rounded-lg bg-brand-600 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-50">
          {mode === 'signin' ? 'Sign In' : 'Create Account'}
        </button>
        <button type="button" className="w-full text-sm text-brand-700 hover:underline dark:text-brand-500" onClick={() => setMode(mode === 'signin' ? 'signup' : 'signin')}>
          {mode === 'signin' ? "Don't have an account? Sign up" : 'Already have an account? Sign in'}
        </button>
      </form>
    </main>
  );
}
