import { Moon, Sun } from 'lucide-react';
import { SettingsRow } from './SettingsRow.tsx';
import { useDarkMode } from './theme.ts';

export function ThemeRow() {
  const [dark, toggle] = useDarkMode();
  return (
    <SettingsRow icon={dark ? Moon : Sun} title="Theme" detail={dark ? 'Dark' : 'Light'}>
      <button
        type="button"
        role="switch"
        aria-checked={dark}
        aria-label="Dark mode"
        onClick={toggle}
        className={`relative h-7 w-12 shrink-0 rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${dark ? 'bg-brand-600' : 'bg-slate-300'}`}
      >
        <span className={`absolute top-1 left-1 flex size-5 items-center justify-center rounded-full bg-white shadow transition-transform ${dark ? 'translate-x-5' : ''}`}>
          {dark ? <Moon className="size-3 text-brand-700" aria-hidden /> : <Sun className="size-3 text-amber-500" aria-hidden />}
        </span>
      </button>
    </SettingsRow>
  );
}
