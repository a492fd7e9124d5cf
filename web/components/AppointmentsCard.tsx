import { CalendarClock, Languages, LoaderCircle, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Transcription } from '../../core/api/transcription.ts';
import { NOTES_MESSAGES } from '../../core/messages.ts';
import { useArmed } from '../hooks/useArmed.ts';
import { isProcessing, languageName } from '../notes/appointment.ts';
import { AppointmentItem } from './AppointmentItem.tsx';
import { BouncingDots } from './StatusBadge.tsx';

interface Props {
  list: Transcription[];
  loading: boolean;
  loadError: Error | null;
  selected: Transcription | undefined;
  collapsed: ReadonlySet<number>;
  leaving: ReadonlySet<number>;
  onSelect: (id: number) => void;
  onToggle: (id: number) => void;
  onCopy: (appointment: Transcription) => void;
  onDelete: (id: number) => void;
  onClear: () => void;
}

/** The appointment list, oldest first, in a 24rem card that scrolls. */
export function AppointmentsCard({ list, loading, loadError, selected, collapsed, leaving, onSelect, onToggle, onCopy, onDelete, onClear }: Props) {
  const clear = useArmed();
  const shown = list.filter((t) => !leaving.has(t.id));
  const language = languageName(selected?.detectedLanguage);
  return (
    <section aria-labelledby="appointments-heading" className="flex h-[24rem] flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <header className="flex items-center gap-2 border-b border-slate-100 px-4 py-3 dark:border-slate-800">
        <CalendarClock className="size-5 text-brand-600 dark:text-brand-500" aria-hidden />
        <h2 id="appointments-heading" className="font-semibold">
          Appointments
        </h2>
        {shown.length > 0 && <span className="rounded-full bg-slate-100 px-2 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">{shown.length}</span>}
        {shown.some(isProcessing) && (
          <span className="flex items-center gap-1.5 text-xs font-medium text-amber-700 dark:text-amber-400" role="status">
            Processing <BouncingDots />
          </span>
        )}
        <span className="ml-auto" />
        {language && (
          <span className="flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400" title="Detected language">
            <Languages className="size-3.5" aria-hidden />
            {language}
          </span>
        )}
        <button
          type="button"
          onClick={() => clear.press() && onClear()}
          disabled={shown.length === 0}
          aria-label={clear.armed ? 'Confirm clear all appointments' : 'Clear all appointments'}
          title={clear.armed ? 'Click again to delete every appointment' : 'Clear all appointments'}
          className={`flex items-center gap-1 rounded-md p-1.5 text-xs font-semibold transition disabled:opacity-30 ${
            clear.armed ? 'bg-red-600 px-2 text-white hover:bg-red-700' : 'text-slate-500 hover:bg-red-50 hover:text-red-600 disabled:hover:bg-transparent disabled:hover:text-slate-500 dark:hover:bg-red-500/10'
          }`}
        >
          <Trash2 className="size-4" aria-hidden />
          {clear.armed && <span>Clear all?</span>}
        </button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-3">
        {loading ? (
          <Empty icon={<LoaderCircle className="size-8 animate-spin text-brand-600" aria-hidden />} title={NOTES_MESSAGES.loadingTitle} hint={NOTES_MESSAGES.loadingHint} />
        ) : shown.length === 0 && loadError ? (
          <Empty title="Could not load appointments" hint={loadError.message} />
        ) : shown.length === 0 && list.length === 0 ? (
          <Empty title={NOTES_MESSAGES.emptyTitle} hint={NOTES_MESSAGES.emptyHint} />
        ) : (
          <ul aria-label="Appointments">
            {list.map((t) => (
              <AppointmentItem
                key={t.id}
                appointment={t}
                selected={t.id === selected?.id}
                collapsed={collapsed.has(t.id)}
                leaving={leaving.has(t.id)}
                onSelect={() => onSelect(t.id)}
                onToggle={() => onToggle(t.id)}
                onCopy={() => onCopy(t)}
                onDelete={() => onDelete(t.id)}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function Empty({ icon, title, hint }: { icon?: ReactNode; title: string; hint: string }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 px-6 text-center" role="status">
      {icon ?? <CalendarClock className="size-10 text-slate-300 dark:text-slate-600" aria-hidden />}
      <p className="font-medium">{title}</p>
      <p className="text-sm text-slate-500 dark:text-slate-400">{hint}</p>
    </div>
  );
}
