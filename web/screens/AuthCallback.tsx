import { useQueryClient } from '@tanstack/react-query';
import { CircleX, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { request } from '../api/http.ts';
import { markSignedIn, SESSION_KEY } from '../api/session.ts';
import { LogoMark } from '../components/Logo.tsx';
import { Button } from '../shell/ui/form.tsx';

/** Why a confirmation link failed, from better-auth's `error` code on the redirect. */
const LINK_ERRORS: Record<string, string> = {
  TOKEN_EXPIRED: 'This confirmation link has expired. Sign in to receive a new one.',
  INVALID_TOKEN: 'This confirmation link is not valid. Sign in to receive a new one.',
  USER_NOT_FOUND: 'No account was found for this confirmation link.',
};

/** Where the emailed sign-up confirmation lands: the session cookie is already set, so load it and go home. */
export function AuthCallback() {
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const [error, setError] = useState<string>();

  useEffect(() => {
    const failure = new URLSearchParams(window.location.search).get('error');
    if (failure) return setError(LINK_ERRORS[failure] ?? 'The confirmation link could not be used. Please sign in again.');
    request<{ user: unknown } | null>('/api/auth/get-session')
      .then(async (session) => {
        if (!session) throw new Error('The sign-in link has expired. Please sign in again.');
        markSignedIn();
        await client.invalidateQueries({ queryKey: SESSION_KEY });
        navigate('/', { replace: true });
      })
      .catch((e: Error) => setError(e.message));
  }, [client, navigate]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 p-6 text-center">
      <LogoMark className="size-14" />
      {error ? (
        <>
          <CircleX className="size-10 text-red-600 dark:text-red-400" aria-hidden />
          <h1 className="text-xl font-semibold">Authentication Error</h1>
          <p role="alert" className="max-w-sm text-slate-600 dark:text-slate-400">
            {error}
          </p>
          <Button onClick={() => navigate('/', { replace: true })}>Return to App</Button>
        </>
      ) : (
        <p role="status" className="flex items-center gap-3 text-slate-600 dark:text-slate-300">
          <LoaderCircle className="size-5 animate-spin text-brand-600" aria-hidden />
          Completing authentication...
        </p>
      )}
    </main>
  );
}
