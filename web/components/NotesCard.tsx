import { ClipboardList, LoaderCircle, Mic, Redo2, RefreshCw, Square, Trash2, Undo2 } from 'lucide-react';
import { Fragment } from 'react';
import type { Transcription } from '../../core/api/transcription.ts';
import { NOTES_MESSAGES } from '../../core/messages.ts';
import { NOTE_FIELDS, emptyValue, fieldText, type NoteField } from '../../core/notes/edit-text.ts';
import { useArmed } from '../hooks/useArmed.ts';
import { appointmentTitle, notesState } from '../notes/appointment.ts';
import type { NotesEditor } from '../notes/useNotesEditor.ts';
import { formatElapsed, type RecorderState } from '../recorder/machine.ts';
import { NoteFieldInput } from './NoteFieldInput.tsx';
import { StatusBadge } from './StatusBadge.tsx';

interface Props {
  appointment: Transcription | undefined;
  editor: NotesEditor;
  append: { state: RecorderState; start: () => void; stop: () => void };
  regenerating: boolean;
  onRegenerate: () => void;
  onDeleteNotes: () => void;
}

const fieldId = (field: NoteField) => `note-${field.id.toLowerCase().replace(/[^a-z]+/g, '-')}`;
const placeholder = (field: NoteField) =>
  field.kind === 'text' ? emptyValue(field.id) : field.kind === 'dental' ? 'One tooth per line, e.g. 36: MOD caries' : 'Not specified';

const iconButton =
  'rounded-md p-2 text-slate-500 transition hover:bg-slate-100 hover:text-slate-900 disabled:opacity-30 disabled:hover:bg-transparent dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white';

/** The selected appointment's notes: status, undo/redo, append by voice and an edit box per field. */
export function NotesCard({ appointment, editor, append, regenerating, onRegenerate, onDeleteNotes }: Props) {
  const del = useArmed();
  const { notes } = editor;
  const appending = append.state.phase !== 'idle';
  return (
    <section aria-labelledby="notes-heading" className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800" data-testid="notes-card">
      <header className="flex flex-wrap items-center gap-x-2 gap-y-2 border-b border-slate-100 px-4 py-3 dark:border-slate-800">
        <ClipboardList className="size-5 text-brand-600 dark:text-brand-500" aria-hidden />
        <h2 id="notes-heading" className="font-semibold">
          Clinical Notes
        </h2>
        {appointment && <StatusBadge state={notesState(appointment)} />}
        {notes && (
          <div className="ml-auto flex items-center gap-1">
            <button type="button" className={iconButton} onClick={editor.undo} disabled={!editor.canUndo || appending} aria-label="Undo" title="Undo">
              <Undo2 className="size-4" aria-hidden />
            </button>
            <button type="button" className={iconButton} onClick={editor.redo} disabled={!editor.canRedo || appending} aria-label="Redo" title="Redo">
              <Redo2 className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => del.press() && onDeleteNotes()}
              disabled={appending}
              aria-label={del.armed ? 'Confirm delete notes' : 'Delete notes'}
              title={del.armed ? 'Click again to delete these notes and generate them again' : 'Delete notes'}
              className={del.armed ? 'flex items-center gap-1 rounded-md bg-red-600 p-2 text-xs font-semibold text-white hover:bg-red-700' : iconButton}
            >
              <Trash2 className="size-4" aria-hidden />
              {del.armed && <span>Delete notes?</span>}
            </button>
            <AppendButton state={append.state} onStart={append.start} onStop={append.stop} />
          </div>
        )}
      </header>
      {appointment && (
        <p className="flex flex-wrap gap-x-2 px-4 pt-3 text-xs text-slate-500 dark:text-slate-400">
          <span className="font-medium text-slate-700 dark:text-slate-200">{appointmentTitle(appointment)}</span>
          <time dateTime={appointment.createdAt}>{new Date(appointment.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}</time>
        </p>
      )}
      <div className="p-4">
        {!appointment ? (
          <p className="py-10 text-center text-sm text-slate-500 dark:text-slate-400">Record or upload an appointment to see its clinical notes here.</p>
        ) : notes ? (
          <form className="space-y-2.5" onSubmit={(e) => e.preventDefault()} key={`${appointment.id}-${editor.revision}`} aria-label="Clinical notes fields">
            {NOTE_FIELDS.map((field, i) => (
              <Fragment key={field.id}>
                {'oe' in field && !('oe' in (NOTE_FIELDS[i - 1] ?? {})) && (
                  <p className="pt-1 text-xs font-bold tracking-wide text-slate-700 dark:text-slate-200">O/E</p>
                )}
                <NoteFieldInput
                  id={fieldId(field)}
                  label={field.id}
                  value={fieldText(notes, field)}
                  placeholder={placeholder(field)}
                  readOnly={appending}
                  indent={'oe' in field}
                  onChange={(text) => editor.edit(field, text)}
                />
              </Fragment>
            ))}
          </form>
        ) : notesState(appointment) === 'error' ? (
          <div className="space-y-3 py-6 text-center text-sm" role="alert">
            <p className="text-red-600 dark:text-red-400">{appointment.errorMessage ?? 'The clinical notes could not be generated.'}</p>
            {appointment.status === 'completed' && (
              <button
                type="button"
                onClick={onRegenerate}
                disabled={regenerating}
                className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-1.5 font-medium hover:border-brand-500 hover:text-brand-700 disabled:opacity-50 dark:border-slate-700"
              >
                <RefreshCw className={`size-4 ${regenerating ? 'animate-spin' : ''}`} aria-hidden /> Try again
              </button>
            )}
          </div>
        ) : (
          <p className="flex items-center justify-center gap-2 py-10 text-sm text-slate-500 dark:text-slate-400" role="status">
            <LoaderCircle className="size-4 animate-spin text-brand-600" aria-hidden />
            {NOTES_MESSAGES.generating}
          </p>
        )}
      </div>
    </section>
  );
}

function AppendButton({ state, onStart, onStop }: { state: RecorderState; onStart: () => void; onStop: () => void }) {
  const base = 'ml-1 inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-white shadow-sm transition';
  if (state.phase === 'recording') {
    return (
      <button type="button" onClick={onStop} className={`${base} bg-red-600 hover:bg-red-700`}>
        <Square className="size-3.5 fill-current" aria-hidden />
        Stop Recording
        <span className="font-mono text-xs tabular-nums opacity-90">{formatElapsed(state.elapsedMs)}</span>
      </button>
    );
  }
  if (state.phase === 'processing' || state.phase === 'starting') {
    return (
      <button type="button" disabled className={`${base} cursor-wait bg-slate-500`}>
        <LoaderCircle className="size-4 animate-spin" aria-hidden />
        Processing...
      </button>
    );
  }
  return (
    <button type="button" onClick={onStart} className={`${base} bg-brand-600 hover:bg-brand-700`} title="Record more dictation or spoken edits for these notes">
      <Mic className="size-4" aria-hidden />
      Append
    </button>
  );
}
