import { CreditCard, LoaderCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { AUTH_OVERLAY_FADE_MS } from '../../core/constants.ts';
import { BILLING_MESSAGES } from '../../core/messages.ts';
import { startCheckout } from '../api/billing.ts';
import type { SessionUser } from '../api/session.ts';
import { notify } from '../shell/notify.ts';
import { Button } from '../shell/ui/form.tsx';
import { Modal } from '../shell/ui/Modal.tsx';
import { PlanSummary } from './PlanSummary.tsx';

interface SubscriptionOverlayProps {
  user: SessionUser;
  /** Back from checkout, waiting for the subscription to show in the session. */
  confirming: boolean;
  /** Closing it: the account cannot be used without a subscription, so this browser signs out. */
  onSignOut: () => void;
}

/** After sign-in, for a regular account without an active subscription: the plan and a button to checkout. */
export function SubscriptionOverlay({ user, confirming, onSignOut }: SubscriptionOverlayProps) {
  const [starting, setStarting] = useState(false);
  const start = useRef<HTMLButtonElement>(null);

  const checkout = async () => {
    setStarting(true);
    try {
      await startCheckout(user);
    } catch (e) {
      notify('error', { title: BILLING_MESSAGES.checkoutErrorTitle, message: (e as Error).message });
      setStarting(false);
    }
  };

  return (
    <Modal
      open
      onClose={onSignOut}
      title="Start your free trial"
      description={`Signed in as ${user.email}`}
      width="max-w-md"
      fadeMs={AUTH_OVERLAY_FADE_MS}
      closeOnOutsideClick={false}
      // Focus on the offer's button rather than on Close, which signs out.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        start.current?.focus();
      }}
    >
      <div className="space-y-5">
        <PlanSummary />
        {confirming ? (
          <p role="status" className="flex items-center justify-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <LoaderCircle className="size-4 animate-spin text-brand-600" aria-hidden />
            Confirming your subscription...
          </p>
        ) : (
          <Button ref={start} block onClick={checkout} disabled={starting}>
            <CreditCard className="size-4" aria-hidden /> Start Free Trial
          </Button>
        )}
        <Button variant="link" onClick={onSignOut} className="mx-auto flex">
          Sign out
        </Button>
      </div>
    </Modal>
  );
}
