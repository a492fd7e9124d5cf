import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One line of the settings panel: what it is, its current value, and what can be done with it. */
export function SettingsRow({ icon: Icon, title, detail, children }: { icon: LucideIcon; title: string; detail?: ReactNode; children?: ReactNode }) {
  return (
    <section aria-label={title} className="flex items-center gap-3 py-3.5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-semibold">{title}</h3>
        {detail && <div className="truncate text-sm text-slate-600 dark:text-slate-400">{detail}</div>}
      </div>
      {children}
    </section>
  );
}

/** The small outlined action button at the end of a row. */
export function RowAction({ children, onClick, disabled }: { children: ReactNode; onClick: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="shrink-0 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      {children}
    </button>
  );
}
