import { MonitorSmartphone, ShieldCheck } from 'lucide-react';
import type { Transcription } from '../../core/api/transcription.ts';
import { NOTES_MESSAGES } from '../../core/messages.ts';
import { notesCopyText } from '../../core/notes/copy-text.ts';
import { forceSignOut, type SessionUser } from '../api/session.ts';
import { useAnalyze } from '../api/transcriptions.ts';
import { AppointmentsCard } from '../components/AppointmentsCard.tsx';
import { ListenButton } from '../components/ListenButton.tsx';
import { NotesCard } from '../components/NotesCard.tsx';
import { showToast } from '../components/Toast.tsx';
import { UploadButton } from '../components/UploadButton.tsx';
import { useAppointments } from '../hooks/useAppointments.ts';
import { useAppend } from '../notes/useAppend.ts';
import { useNotesEditor } from '../notes/useNotesEditor.ts';
import { useDictation } from '../recorder/useDictation.ts';
import { Button } from '../shell/ui/form.tsx';
import { useTranscriptionStream } from '../stream/useTranscriptionStream.ts';
import { announceSyncUsed } from '../sync/sync-used.ts';

const STREAM_EVENTS = { onSignout: forceSignOut, onSyncUsed: announceSyncUsed };

/** The signed-in app: the recorder, the appointment list and the selected appointment's notes. */
export function Home({ user, onConnectDesktop }: { user: SessionUser; onConnectDesktop: () => void }) {
  // Sign-outs from the server and used sync codes are the access area's business; they are handed over there.
  useTranscriptionStream(user, STREAM_EVENTS);

  const appointments = useAppointments(user);
  const { selected, select } = appointments;
  const dictation = useDictation(user, select);
  const editor = useNotesEditor(user, selected);
  const append = useAppend(user, selected, editor);
  const analyze = useAnalyze(user);

  const regenerate = (id: number) =>
    analyze.mutateAsync(id).catch((e: Error) => showToast({ type: 'error', title: NOTES_MESSAGES.analysisFailedTitle, message: e.message }));

  const deleteNotes = async () => {
    if (!selected) return;
    try {
      await editor.remove();
    } catch (e) {
      return showToast({ type: 'error', title: NOTES_MESSAGES.deleteFailedTitle, message: (e as Error).message });
    }
    // Without notes the appointment goes back to "generating automatically": start that now.
    await regenerate(selected.id);
  };

  const copy = async (appointment: Transcription) => {
    // The open appointment's latest edits may not be saved yet; copy what is on screen.
    const notes = appointment.id === selected?.id ? editor.notes : appointment.clinicalNotes;
    if (!notes) return;
    try {
      await navigator.clipboard.writeText(notesCopyText(notes));
      showToast({ type: 'success', title: NOTES_MESSAGES.copiedTitle, message: NOTES_MESSAGES.copied });
    } catch {
      showToast({ type: 'error', title: NOTES_MESSAGES.copyFailedTitle, message: NOTES_MESSAGES.copyFailed });
    }
  };

  const micBusy = append.state.phase !== 'idle';
  return (
    // Sized by its container (the app layout decides the width): one column, or two where there is room.
    <div className="@container">
      <div className="grid gap-5 py-4 @4xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] @4xl:items-start">
        <div className="space-y-5">
          <section aria-label="Record an appointment" className="flex flex-col items-center gap-3 overflow-hidden rounded-2xl bg-white px-4 pt-6 pb-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
            <ListenButton state={dictation.recorder.state} disabled={micBusy} onStart={dictation.recorder.start} onStop={dictation.recorder.stop} />
            <UploadButton busy={dictation.uploading} disabled={dictation.recorder.state.phase !== 'idle' || micBusy} onFile={dictation.upload} />
            <p className="flex items-center gap-1.5 text-center text-xs text-slate-500 dark:text-slate-400">
              <ShieldCheck className="size-4 shrink-0 text-brand-600 dark:text-brand-500" aria-hidden />
              Audio is never stored. Notes are anonymised.
            </p>
          </section>
          <Button variant="secondary" block onClick={onConnectDesktop}>
            <MonitorSmartphone className="size-5" aria-hidden /> Connect Desktop
          </Button>
          <AppointmentsCard
            list={appointments.list}
            loading={appointments.loading}
            loadError={appointments.loadError}
            selected={selected}
            collapsed={appointments.collapsed}
            leaving={appointments.leaving}
            onSelect={select}
            onToggle={appointments.toggle}
            onCopy={copy}
            onDelete={appointments.remove}
            onClear={appointments.clear}
          />
        </div>
        <NotesCard
          appointment={selected}
          editor={editor}
          append={append}
          regenerating={analyze.isPending}
          onRegenerate={() => selected && regenerate(selected.id)}
          onDeleteNotes={deleteNotes}
        />
      </div>
    </div>
  );
}
