import { useCallback, useEffect, useState } from 'react';
import { nextQuote } from '../settings/quote.ts';

/** The dialogs opened from the settings panel, the top bars, the sign-up form and the app's Connect Desktop. */
export type DialogName = 'account' | 'about' | 'pricing' | 'hipaa' | 'terms' | 'privacy' | 'tips' | 'videos' | 'desktop-sync';

/** Fired on the window to close the settings panel and every dialog (sign-out fires it). */
export const RESET_PANELS_EVENT = 'chairside:reset-panels';
export const resetPanels = () => window.dispatchEvent(new Event(RESET_PANELS_EVENT));

export interface Panels {
  settingsOpen: boolean;
  /** Drawn each time the settings panel opens. */
  quote: string;
  dialog: DialogName | null;
  openSettings: () => void;
  closeSettings: () => void;
  openDialog: (name: DialogName) => void;
  closeDialog: () => void;
}

export function usePanels(): Panels {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [quote, setQuote] = useState('');
  const [dialog, setDialog] = useState<DialogName | null>(null);

  useEffect(() => {
    const reset = () => {
      setSettingsOpen(false);
      setDialog(null);
    };
    window.addEventListener(RESET_PANELS_EVENT, reset);
    return () => window.removeEventListener(RESET_PANELS_EVENT, reset);
  }, []);

  return {
    settingsOpen,
    quote,
    dialog,
    openSettings: useCallback(() => {
      setQuote(nextQuote());
      setSettingsOpen(true);
    }, []),
    closeSettings: useCallback(() => setSettingsOpen(false), []),
    openDialog: useCallback((name: DialogName) => setDialog(name), []),
    closeDialog: useCallback(() => setDialog(null), []),
  };
}
