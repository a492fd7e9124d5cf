import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BILLING_MESSAGES } from '../../core/messages.ts';
import { identityHeaders, request } from './http.ts';
import { isAdmin, SESSION_KEY, type SessionUser } from './session.ts';

/** A regular account without an active subscription: the spec sends it to the subscription overlay. */
export const needsSubscription = (user: SessionUser) => !isAdmin(user) && !user.subscriptionActive;

/** Sends the browser to the checkout (Stripe's, or the local test checkout); throws with the spec's wording. */
export async function startCheckout(user: SessionUser) {
  let url: string | undefined;
  try {
    ({ url } = await request<{ url?: string }>('/api/stripe/create-checkout', { method: 'POST', headers: identityHeaders(user) }));
  } catch (e) {
    throw new Error((e as Error).message || BILLING_MESSAGES.checkoutFailed);
  }
  if (!url) throw new Error(BILLING_MESSAGES.noCheckoutUrl);
  window.location.assign(url);
}

/** Opens the card provider's subscription management page in a new tab. */
export async function openSubscriptionPortal(user: SessionUser) {
  const { url } = await request<{ url?: string }>('/api/stripe/create-portal', { headers: identityHeaders(user) });
  if (!url) throw new Error('No portal URL received');
  window.open(url, '_blank', 'noopener');
}

const RETURN_PARAM = 'subscription';
/** Stripe can send the browser back before its webhook has reached us: ask again for this long. */
export const CONFIRM_EVERY_MS = 1_500;
export const CONFIRM_FOR_MS = 30_000;

/**
 * A return from checkout (`?subscription=success`): the parameter leaves the address bar and the session is
 * refreshed until it shows the subscription, for up to 30 s. True while that is still being confirmed.
 */
export function useCheckoutReturn(user: SessionUser | null | undefined): boolean {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(() => new URLSearchParams(window.location.search).get(RETURN_PARAM) === 'success');

  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(RETURN_PARAM)) return;
    url.searchParams.delete(RETURN_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, []);

  const settled = user === null || (user !== undefined && !needsSubscription(user));
  useEffect(() => {
    if (!confirming) return;
    if (settled) return setConfirming(false);
    const started = Date.now();
    // The spec only logs a failed refresh; the next attempt or the overlay's button remain.
    const refresh = () => client.refetchQueries({ queryKey: SESSION_KEY }).catch((e: unknown) => console.warn('session refresh after checkout failed', e));
    void refresh();
    const timer = setInterval(() => (Date.now() - started >= CONFIRM_FOR_MS ? setConfirming(false) : void refresh()), CONFIRM_EVERY_MS);
    return () => clearInterval(timer);
  }, [client, confirming, settled]);

  return confirming;
}
