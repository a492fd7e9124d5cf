import { Mail } from 'lucide-react';

/** The email the form is working with, and the way back to change it. */
export function EmailSummary({ email, onEdit }: { email: string; onEdit: () => void }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-3.5 py-2.5 dark:border-slate-700 dark:bg-slate-800/60">
      <Mail className="size-4 shrink-0 text-slate-500" aria-hidden />
      <span className="min-w-0 flex-1 truncate text-sm font-medium" data-testid="auth-email">
        {email}
      </span>
      <button type="button" onClick={onEdit} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400">
        Edit
      </button>
    </div>
  );
}
