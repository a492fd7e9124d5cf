import * as Dialog from '@radix-ui/react-dialog';
import { BadgeDollarSign, Info, Pencil, Quote, ShieldCheck, UserRound, X } from 'lucide-react';
import { PRICE_USD_PER_MONTH, TRIAL_DAYS } from '../../core/constants.ts';
import type { SessionUser } from '../api/session.ts';
import type { DialogName } from '../shell/panels.ts';
import { IconButton } from '../shell/ui/IconButton.tsx';
import { isInsideToast } from '../shell/ui/Modal.tsx';
import { maskEmail } from './mask-email.ts';
import { RowAction, SettingsRow } from './SettingsRow.tsx';
import { SignOutButton } from './SignOutButton.tsx';
import { SubscriptionRow } from './SubscriptionRow.tsx';
import { SupportRow } from './SupportRow.tsx';
import { ThemeRow } from './ThemeRow.tsx';

interface SettingsPanelProps {
  open: boolean;
  onClose: () => void;
  quote: string;
  user: SessionUser | null;
  /** While one of its dialogs is open, a click outside the panel belongs to that dialog. */
  dialogOpen: boolean;
  onOpenDialog: (name: DialogName) => void;
}

/** "Options": a panel sliding in from the right, different for signed-in users and visitors. */
export function SettingsPanel({ open, onClose, quote, user, dialogOpen, onOpenDialog }: SettingsPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/30 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          onInteractOutside={(event) => {
            if (dialogOpen || isInsideToast(event.target)) event.preventDefault();
          }}
          className="fixed inset-y-0 right-0 z-40 flex w-full max-w-sm flex-col bg-white text-slate-900 shadow-2xl outline-none data-[state=closed]:animate-slide-out-right data-[state=open]:animate-slide-in-right dark:bg-slate-900 dark:text-slate-100"
        >
          <div className="flex items-center justify-between px-5 pt-5 pb-3">
            <Dialog.Title className="text-2xl font-bold tracking-tight">Options</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton icon={X} label="Close options" size="sm" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-6">
            <figure className="mb-2 rounded-2xl bg-gradient-to-br from-brand-600 to-cyan-700 p-5 text-white shadow-inner">
              <Quote className="mb-2 size-5 opacity-60" aria-hidden />
              <blockquote className="text-[0.95rem] leading-relaxed font-medium" data-testid="quote">
                {quote}
              </blockquote>
            </figure>
            <div className="divide-y divide-slate-200 dark:divide-slate-800">
              <ThemeRow />
              {user ? (
                <>
                  <SettingsRow icon={UserRound} title="Account" detail={<span data-testid="masked-email">{maskEmail(user.email)}</span>}>
                    <IconButton icon={Pencil} label="Edit account" size="sm" onClick={() => onOpenDialog('account')} />
                  </SettingsRow>
                  <SubscriptionRow user={user} />
                  <SupportRow />
                </>
              ) : (
                <>
                  <SettingsRow icon={Info} title="About" detail="What Chairside does for you">
                    <RowAction onClick={() => onOpenDialog('about')}>Learn More</RowAction>
                  </SettingsRow>
                  <SettingsRow icon={BadgeDollarSign} title="Pricing" detail={`${TRIAL_DAYS}-day free trial, then $${PRICE_USD_PER_MONTH}/month`}>
                    <RowAction onClick={() => onOpenDialog('pricing')}>View Plans</RowAction>
                  </SettingsRow>
                  <SupportRow />
                  <SettingsRow icon={ShieldCheck} title="HIPAA" detail="How patient data is protected">
                    <RowAction onClick={() => onOpenDialog('hipaa')}>Compliance</RowAction>
                  </SettingsRow>
                </>
              )}
            </div>
            {user && (
              <div className="mt-6">
                <SignOutButton />
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
