import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BACKEND_SIGN_OUT_TIMEOUT_MS, SIGN_OUT_BROADCAST_TIMEOUT_MS } from '../../core/constants.ts';
import { postJson, request } from './http.ts';

export interface SessionUser {
  id: string;
  email: string;
  accountType: string;
  subscriptionActive: boolean;
}

export const SESSION_KEY = ['/api/auth/get-session'];

/** The signed-in user, or null when signed out. */
export function useSession() {
  return useQuery(sessionQuery);
}

/** The session query: whoever the browser's cookie belongs to, or null. */
export const sessionQuery = {
  queryKey: SESSION_KEY,
  queryFn: async () => (await request<{ user: SessionUser } | null>('/api/auth/get-session'))?.user ?? null,
};

export const isAdmin = (user: SessionUser) => user.accountType === 'admin';

// Tabs share the session cookie but not their React state; these keys tell the other tabs to catch up.
const SIGNED_OUT_FLAG = 'chairside:signed-out';
const LAST_SIGN_IN = 'chairside:last-sign-in';
const LAST_SIGN_OUT = 'chairside:last-sign-out';
const FORCE_SIGN_OUT_EVENT = 'chairside:force-sign-out';

/** Records a sign-in so other open tabs load the session too. */
export function markSignedIn() {
  localStorage.removeItem(SIGNED_OUT_FLAG);
  localStorage.setItem(LAST_SIGN_IN, String(Date.now()));
}

export async function signIn(client: QueryClient, email: string, password: string) {
  await postJson('/api/auth/sign-in/email', { email, password });
  markSignedIn();
  await client.refetchQueries({ queryKey: SESSION_KEY });
}

/**
 * The Sign Out button: ends every session of the user (the broadcast also tells their other devices'
 * streams; its failure is ignored), then this browser's own session, then the local state.
 */
export async function signOut(client: QueryClient) {
  await withTimeout(postJson('/api/signout-broadcast', {}), SIGN_OUT_BROADCAST_TIMEOUT_MS).catch(() => undefined);
  await endServerSession();
  endLocalSession(client);
}

/** Signs this browser out after a password reset or an email change, where the old session has no use left. */
export async function signOutQuietly(client: QueryClient) {
  await endServerSession().catch(() => undefined);
  endLocalSession(client);
}

const endServerSession = () => withTimeout(postJson('/api/auth/sign-out', {}), BACKEND_SIGN_OUT_TIMEOUT_MS);

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => signOut(client) });
}

/**
 * After the server has given this browser a session of its own (a QR code, a sync code, a token link): drops
 * whatever a previous user left in the cache and loads the new session. The signed-in user, or null.
 */
export async function adoptedSession(client: QueryClient): Promise<SessionUser | null> {
  dropUserData(client);
  markSignedIn();
  // The page's first session request may still be running from before the cookie was set: its answer is stale.
  await client.cancelQueries({ queryKey: SESSION_KEY });
  return client.fetchQuery({ ...sessionQuery, staleTime: 0 });
}

/** Clears the signed-in state of this tab and, through storage, of the other tabs; no server call. */
export function endLocalSession(client: QueryClient) {
  clearSessionCache(client);
  localStorage.setItem(SIGNED_OUT_FLAG, 'true');
  localStorage.setItem(LAST_SIGN_OUT, String(Date.now()));
}

function clearSessionCache(client: QueryClient) {
  client.setQueryData(SESSION_KEY, null);
  dropUserData(client);
}

/** The previous user's appointments and notes must not be shown to whoever signs in next. */
const dropUserData = (client: QueryClient) => client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });

/**
 * For the transcription stream's `signout` event (the server signed this user out everywhere): signs this
 * tab out. With a userId, only when it is the signed-in user.
 */
export function forceSignOut(userId?: string) {
  window.dispatchEvent(new CustomEvent<{ userId?: string }>(FORCE_SIGN_OUT_EVENT, { detail: { userId } }));
}

/**
 * Keeps this tab's session in step with the rest of the world: other tabs signing in or out, forced
 * sign-outs, and a session that may have ended while the page was hidden or kept in the back-forward cache.
 */
export function useSessionSync() {
  const client = useQueryClient();
  useEffect(() => {
    const recheck = () => void client.refetchQueries({ queryKey: SESSION_KEY });
    const signedIn = () => client.getQueryData<SessionUser | null>(SESSION_KEY);
    const onStorage = (event: StorageEvent) => {
      if (event.key === LAST_SIGN_OUT && event.newValue && signedIn()) clearSessionCache(client);
      if (event.key === LAST_SIGN_IN && event.newValue && !signedIn()) recheck();
    };
    const onForced = (event: Event) => {
      const { userId } = (event as CustomEvent<{ userId?: string }>).detail;
      const user = signedIn();
      if (user && (!userId || userId === user.id)) endLocalSession(client);
    };
    const onVisible = () => document.visibilityState === 'visible' && recheck();
    const onPageShow = (event: PageTransitionEvent) => event.persisted && recheck();
    window.addEventListener('storage', onStorage);
    window.addEventListener(FORCE_SIGN_OUT_EVENT, onForced);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(FORCE_SIGN_OUT_EVENT, onForced);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [client]);
}

const MOBILE = /Android|iPhone|iPad|iPod|Mobile/i;

/** Sign-in diagnostics from phones, where storage and cookie quirks break sign-in most; never blocks the user. */
export function logMobileAuth(type: 'error' | 'info', phase: string, error?: string) {
  if (!MOBILE.test(navigator.userAgent)) return;
  const details = { cookieEnabled: navigator.cookieEnabled, localStorageItems: safeCount(), standalone: matchMedia('(display-mode: standalone)').matches };
  void postJson('/api/mobile-auth-log', { type, phase, error, details, timestamp: Date.now(), userAgent: navigator.userAgent }).catch(() => undefined);
}

function safeCount(): number | null {
  try {
    return localStorage.length;
  } catch {
    return null;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Request timed out')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
