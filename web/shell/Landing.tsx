import { Clapperboard, Menu } from 'lucide-react';
import { Logo } from '../components/Logo.tsx';
import { BeginButton } from './BeginButton.tsx';
import { IconButton } from './ui/IconButton.tsx';

interface LandingProps {
  onBegin: () => void;
  onOpenVideos: () => void;
  onOpenSettings: () => void;
}

export function Landing({ onBegin, onOpenVideos, onOpenSettings }: LandingProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between p-3 sm:p-5">
        <IconButton icon={Clapperboard} label="Watch onboarding videos" onClick={onOpenVideos} />
        <IconButton icon={Menu} label="Open settings" onClick={onOpenSettings} />
      </header>
      <main className="flex flex-1 flex-col items-center justify-center gap-8 px-6 pb-6 text-center sm:gap-10">
        <Logo className="h-14 text-slate-900 sm:h-16 dark:text-white" />
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          Professional dental documentation
          <span className="block bg-gradient-to-r from-brand-600 to-cyan-600 bg-clip-text text-transparent dark:from-brand-300 dark:to-cyan-300">in seconds</span>
        </h1>
        <BeginButton onBegin={onBegin} />
      </main>
      <footer className="space-y-1 px-4 pb-5 text-center text-xs text-slate-600 dark:text-slate-400">
        <p className="font-semibold tracking-wide">HIPAA Compliant • Secure • Professional</p>
        <p>Chairside™ is a trademark of Chairside. © 2025 Chairside. All rights reserved.</p>
      </footer>
    </div>
  );
}
