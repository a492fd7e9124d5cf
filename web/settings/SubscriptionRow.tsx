import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { ACCOUNT_TOASTS } from '../../core/messages.ts';
import { openSubscriptionPortal } from '../api/billing.ts';
import { isAdmin, type SessionUser } from '../api/session.ts';
import { notify } from '../shell/notify.ts';
import { RowAction, SettingsRow } from './SettingsRow.tsx';

function status(user: SessionUser) {
  if (isAdmin(user)) return 'Admin account, no subscription needed';
  return user.subscriptionActive ? 'Active' : 'No active subscription';
}

export function SubscriptionRow({ user }: { user: SessionUser }) {
  const [opening, setOpening] = useState(false);
  const manage = async () => {
    setOpening(true);
    try {
      await openSubscriptionPortal(user);
    } catch {
      notify('error', ACCOUNT_TOASTS.subscriptionError);
    } finally {
      setOpening(false);
    }
  };
  return (
    <SettingsRow icon={CreditCard} title="Subscription" detail={status(user)}>
      <RowAction onClick={manage} disabled={opening}>
        Manage
      </RowAction>
    </SettingsRow>
  );
}
