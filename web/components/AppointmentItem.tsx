import { ChevronDown, Copy, Trash2 } from 'lucide-react';
import type { Transcription } from '../../core/api/transcription.ts';
import { useArmed } from '../hooks/useArmed.ts';
import { appointmentTitle, notesState } from '../notes/appointment.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** Ten border colours, cycled by appointment id (full class names so Tailwind keeps them; dark repeats them over the dark border). */
const BORDERS = [
  'border-l-sky-500 dark:border-l-sky-500',
  'border-l-emerald-500 dark:border-l-emerald-500',
  'border-l-amber-500 dark:border-l-amber-500',
  'border-l-rose-500 dark:border-l-rose-500',
  'border-l-violet-500 dark:border-l-violet-500',
  'border-l-teal-500 dark:border-l-teal-500',
  'border-l-orange-500 dark:border-l-orange-500',
  'border-l-indigo-500 dark:border-l-indigo-500',
  'border-l-lime-500 dark:border-l-lime-500',
  'border-l-pink-500 dark:border-l-pink-500',
];

interface Props {
  appointment: Transcription;
  selected: boolean;
  collapsed: boolean;
  leaving: boolean;
  onSelect: () => void;
  onToggle: () => void;
  onCopy: () => void;
  onDelete: () => void;
}

export function AppointmentItem({ appointment: t, selected, collapsed, leaving, onSelect, onToggle, onCopy, onDelete }: Props) {
  const del = useArmed();
  const created = new Date(t.createdAt);
  const title = appointmentTitle(t);
  const bodyId = `appointment-${t.id}-body`;
  return (
    <li
      className={`grid transition-all duration-300 ease-out ${leaving ? 'pointer-events-none -translate-x-6 grid-rows-[0fr] opacity-0' : 'grid-rows-[1fr] opacity-100'}`}
      data-testid="appointment"
      aria-hidden={leaving || undefined}
    >
      <div className="min-h-0 overflow-hidden">
        <div
          className={`mb-2 rounded-xl border border-l-4 transition-colors ${BORDERS[t.id % BORDERS.length]} ${
            selected
              ? 'border-brand-500/60 bg-brand-50 dark:border-brand-500/50 dark:bg-brand-900/30'
              : 'border-slate-200 bg-white hover:bg-slate-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800/60'
          }`}
        >
          <div className="flex items-center gap-1 py-1.5 pr-1.5 pl-1">
            <button
              type="button"
              onClick={onToggle}
              aria-expanded={!collapsed}
              aria-controls={bodyId}
              aria-label={collapsed ? `Expand ${title}` : `Collapse ${title}`}
              className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <ChevronDown className={`size-4 transition-transform ${collapsed ? '-rotate-90' : ''}`} aria-hidden />
            </button>
            <button type="button" onClick={onSelect} aria-current={selected || undefined} className="min-w-0 flex-1 rounded-md px-1 py-0.5 text-left">
              <span className="block truncate text-sm font-semibold" data-testid="appointment-title">
                {title}
              </span>
              <span className="block text-xs text-slate-500 dark:text-slate-400">
                <time dateTime={t.createdAt}>
                  {created.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })} ·{' '}
                  {created.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}
                </time>
              </span>
            </button>
            <button
              type="button"
              onClick={onCopy}
              disabled={!t.clinicalNotes}
              aria-label={`Copy clinical notes of ${title}`}
              title="Copy clinical notes"
              className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-brand-700 disabled:opacity-30 disabled:hover:bg-transparent dark:hover:bg-slate-800 dark:hover:text-brand-500"
            >
              <Copy className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => del.press() && onDelete()}
              aria-label={del.armed ? `Confirm delete ${title}` : `Delete ${title}`}
              title={del.armed ? 'Click again to delete' : 'Delete appointment'}
              className={`flex items-center gap-1 rounded-md p-2 text-xs font-semibold transition ${
                del.armed ? 'bg-red-600 text-white hover:bg-red-700' : 'text-slate-500 hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-500/10'
              }`}
            >
              <Trash2 className="size-4" aria-hidden />
              {del.armed && <span>Delete?</span>}
            </button>
          </div>
          <div id={bodyId} inert={collapsed} className={`grid transition-all duration-200 ${collapsed ? 'grid-rows-[0fr]' : 'grid-rows-[1fr]'}`}>
            <div className="min-h-0 overflow-hidden">
              <div className="space-y-1.5 px-3 pb-3 text-sm">
                <StatusBadge state={notesState(t)} />
                {t.status === 'error' && t.errorMessage && <p className="text-red-600 dark:text-red-400">{t.errorMessage}</p>}
                {t.transcriptionText && <p className="line-clamp-3 text-slate-600 italic dark:text-slate-400">“{t.transcriptionText}”</p>}
              </div>
            </div>
          </div>
        </div>
      </div>
    </li>
  );
}
