import { Lightbulb, Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '../components/Logo.tsx';
import { IconButton } from './ui/IconButton.tsx';

/** The signed-in frame: tips on the left, the logo in the middle, settings on the right, the app below. */
export function AppLayout({ onOpenTips, onOpenSettings, children }: { onOpenTips: () => void; onOpenSettings: () => void; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 grid grid-cols-[auto_1fr_auto] items-center gap-2 px-3 py-2 backdrop-blur-md sm:px-5 sm:py-3">
        <IconButton icon={Lightbulb} label="Quik Tips" onClick={onOpenTips} />
        <div className="flex justify-center">
          <Logo className="h-9 text-slate-900 sm:h-10 dark:text-white" />
        </div>
        <IconButton icon={Menu} label="Open settings" onClick={onOpenSettings} />
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 pb-10">{children}</main>
    </div>
  );
}
