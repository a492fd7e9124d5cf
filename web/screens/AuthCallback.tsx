import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { request } from '../api/http.ts';
import { Spinner } from '../components/Spinner.tsx';

/** Where the emailed verification link lands: the session cookie is already set, so confirm it and go home. */
export function AuthCallback() {
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const [error, setError] = useState<string>();

  useEffect(() => {
    const failure = new URLSearchParams(window.location.search).get('error');
    if (failure) return setError(failure.replace(/_/g, ' ').toLowerCase());
    request<{ user: unknown } | null>('/api/auth/get-session')
      .then((session) => {
        if (!session) throw new Error('The sign-in link has expired. Please sign in again.');
        return client.invalidateQueries({ queryKey: ['/api/auth/get-session'] }).then(() => navigate('/', { replace: true }));
      })
      .catch((e: Error) => setError(e.message));
  }, [client, navigate]);

  if (!error) return <Spinner label="Completing authentication..." />;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-xl font-semibold">Authentication Error</h1>
      <p className="text-slate-600 dark:text-slate-400">{error}</p>
      <button className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700" onClick={() => navigate('/', { replace: true })}>
        Return to App
      </button>
    </main>
  );
}
