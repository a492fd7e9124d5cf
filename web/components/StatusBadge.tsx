import { LoaderCircle } from 'lucide-react';
import type { NotesState } from '../notes/appointment.ts';

const STYLE: Record<NotesState, string> = {
  processing: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  completed: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  error: 'bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300',
};
const LABEL: Record<NotesState, string> = { processing: 'Processing', completed: 'Completed', error: 'Error' };

/** The notes status: Processing with a spinner, green Completed, red Error. */
export function StatusBadge({ state }: { state: NotesState }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLE[state]}`} data-testid="notes-status">
      {state === 'processing' && <LoaderCircle className="size-3 animate-spin" aria-hidden />}
      {LABEL[state]}
    </span>
  );
}

/** Three bouncing dots: work is in progress. */
export function BouncingDots() {
  return (
    <span className="inline-flex items-end gap-0.5" aria-hidden>
      <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:-0.3s]" />
      <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:-0.15s]" />
      <span className="size-1.5 animate-bounce rounded-full bg-current" />
    </span>
  );
}
