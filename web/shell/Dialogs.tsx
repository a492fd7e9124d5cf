import type { SessionUser } from '../api/session.ts';
import { AboutDialog } from '../dialogs/AboutDialog.tsx';
import { AccountDialog } from '../dialogs/AccountDialog.tsx';
import { HipaaDialog } from '../dialogs/HipaaDialog.tsx';
import { LegalDialog } from '../dialogs/LegalDialog.tsx';
import { PricingDialog } from '../dialogs/PricingDialog.tsx';
import { TipsDialog } from '../dialogs/TipsDialog.tsx';
import { VideoViewer } from '../onboarding/VideoViewer.tsx';
import { SettingsPanel } from '../settings/SettingsPanel.tsx';
import { DesktopSyncDialog } from '../sync/DesktopSyncDialog.tsx';
import type { Panels } from './panels.ts';

/** The settings panel and every dialog; at most one dialog is open, possibly over the panel. */
export function Dialogs({ panels, user, onBegin }: { panels: Panels; user: SessionUser | null; onBegin: () => void }) {
  const { dialog, closeDialog } = panels;
  const is = (name: typeof dialog) => dialog === name;
  return (
    <>
      <SettingsPanel open={panels.settingsOpen} onClose={panels.closeSettings} quote={panels.quote} user={user} dialogOpen={dialog !== null} onOpenDialog={panels.openDialog} />
      {user && <AccountDialog open={is('account')} onClose={closeDialog} user={user} />}
      {user && <DesktopSyncDialog open={is('desktop-sync')} onClose={closeDialog} user={user} />}
      <AboutDialog open={is('about')} onClose={closeDialog} onStart={onBegin} />
      <PricingDialog open={is('pricing')} onClose={closeDialog} onStart={onBegin} />
      <HipaaDialog open={is('hipaa')} onClose={closeDialog} />
      <LegalDialog document="terms" open={is('terms')} onClose={closeDialog} />
      <LegalDialog document="privacy" open={is('privacy')} onClose={closeDialog} />
      <TipsDialog open={is('tips')} onClose={closeDialog} />
      <VideoViewer open={is('videos')} onClose={closeDialog} />
    </>
  );
}
