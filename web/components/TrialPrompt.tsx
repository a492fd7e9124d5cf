import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PRICE_USD_PER_MONTH, TRIAL_DAYS } from '../../core/constants.ts';
import { BILLING_MESSAGES } from '../../core/messages.ts';
import { identityHeaders, request, type Identity } from '../api/http.ts';
import { showToast } from './Toast.tsx';

/**
 * Shown in the app to a user who needs a subscription and has none: starts checkout (Stripe, or the local test
 * checkout). Also finishes a return from checkout: `?subscription=success` refreshes the session and is removed.
 */
export function TrialPrompt({ user, needed }: { user: Identity; needed: boolean }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get('subscription') !== 'success') return;
    url.searchParams.delete('subscription');
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
    void client.invalidateQueries({ queryKey: ['/api/auth/get-session'] });
  }, [client]);

  if (!needed) return null;

  const checkout = async () => {
    setBusy(true);
    try {
      const { url } = await request<{ url?: string }>('/api/stripe/create-checkout', { method: 'POST', headers: identityHeaders(user) });
      if (!url) throw new Error(BILLING_MESSAGES.noCheckoutUrl);
      window.location.assign(url);
    } catch (e) {
      showToast({ type: 'error', title: BILLING_MESSAGES.checkoutErrorTitle, message: (e as Error).message || BILLING_MESSAGES.checkoutFailed });
      setBusy(false);
    }
  };

  return (
    <section aria-label="Subscription" className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100 dark:bg-slate-900 dark:ring-slate-800">
      <p className="font-semibold">{TRIAL_DAYS} Day Free Trial</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        All features, free cancellation. Then ${PRICE_USD_PER_MONTH}/month, cancel any time.
      </p>
      <button
        type="button"
        disabled={busy}
        onClick={checkout}
        className="mt-3 flex items-center gap-2 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
      >
        <CreditCard className="size-4" aria-hidden /> Start Free Trial
      </button>
    </section>
  );
}
