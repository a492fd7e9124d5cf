import { INTRO_MS } from '../../core/constants.ts';
import { Logo } from '../components/Logo.tsx';

/** The logo on its own for a moment after signing in, before the app. */
export function Intro() {
  return (
    <div className="flex min-h-dvh items-center justify-center px-8" data-testid="intro">
      <div className="animate-intro" style={{ animationDuration: `${INTRO_MS}ms` }}>
        <Logo className="h-16 text-slate-900 sm:h-20 dark:text-white" />
      </div>
    </div>
  );
}
