import type { Transcription } from '../../core/api/transcription.ts';
import { NOTES_MESSAGES } from '../../core/messages.ts';
import { NOT_SPECIFIED } from '../../core/notes/schema.ts';

const BADGE = {
  processing: 'bg-amber-100 text-amber-800',
  completed: 'bg-emerald-100 text-emerald-800',
  error: 'bg-red-100 text-red-700',
} as const;

/** Spec title: the first 10 characters of TX TODAY and an ellipsis, or "Appointment {number}". */
export function appointmentTitle(t: Transcription): string {
  const today = t.clinicalNotes?.['TX TODAY'].join(', ').trim();
  return today ? `${today.slice(0, 10)}...` : `Appointment ${t.appointmentNumber}`;
}

export function AppointmentCard({ transcription: t }: { transcription: Transcription }) {
  const status = t.status === 'completed' && t.clinicalNotesStatus !== 'completed' ? (t.clinicalNotesStatus === 'error' ? 'error' : 'processing') : t.status;
  const notes = t.clinicalNotes;
  return (
    <article className="space-y-2 rounded-2xl bg-white p-4 shadow-sm dark:bg-slate-900" data-testid="appointment">
      <header className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{appointmentTitle(t)}</h2>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${BADGE[status]}`}>{status === 'processing' ? 'Processing' : status === 'completed' ? 'Completed' : 'Error'}</span>
      </header>
      <p className="text-xs text-slate-500">
        {new Date(t.createdAt).toLocaleString()} {t.detectedLanguage && `· ${t.detectedLanguage}`}
      </p>
      {t.errorMessage && <p className="text-sm text-red-600">{t.errorMessage}</p>}
      {t.transcriptionText && <p className="text-sm italic text-slate-600 dark:text-slate-400">“{t.transcriptionText}”</p>}
      {t.status === 'completed' && !notes && <p className="text-sm text-slate-500">{NOTES_MESSAGES.generating}</p>}
      {notes && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="notes">
          {notes['TX TODAY'].length > 0 && <Field label="TX TODAY" value={notes['TX TODAY'].join(', ')} />}
          {notes.CC !== NOT_SPECIFIED && <Field label="CC" value={notes.CC} />}
          {notes.OE.DENTAL.map((d) => (
            <Field key={`${d.toothNumber}-${d.condition}`} label={d.toothNumber} value={d.condition} />
          ))}
          {notes.DX.length > 0 && <Field label="DX" value={notes.DX.join(', ')} />}
        </dl>
      )}
    </article>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="font-semibold text-brand-700 dark:text-brand-500">{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
