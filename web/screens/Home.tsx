import { LogOut } from 'lucide-react';
import { NOTES_MESSAGES } from '../../core/messages.ts';
import { useSignOut, type SessionUser } from '../api/session.ts';
import { useTranscriptions, useTranscriptionStream } from '../api/transcriptions.ts';
import { AppointmentCard } from '../components/AppointmentCard.tsx';
import { Logo } from '../components/Logo.tsx';
import { UploadButton } from '../components/UploadButton.tsx';

/** The signed-in screen: upload a recording and watch appointments arrive over the stream. */
export function Home({ user }: { user: SessionUser }) {
  useTranscriptionStream(user);
  const list = useTranscriptions(user);
  const signOut = useSignOut();

  return (
    <div className="mx-auto flex min-h-screen max-w-2xl flex-col gap-6 p-4">
      <header className="flex items-center justify-between">
        <Logo className="h-9 text-slate-900 dark:text-white" />
        <button className="flex items-center gap-1 text-sm text-slate-500 hover:text-slate-900 dark:hover:text-white" onClick={() => signOut.mutate()}>
          <LogOut className="size-4" aria-hidden /> Sign Out
        </button>
      </header>
      <UploadButton user={user} />
      <section aria-label="Appointments" className="space-y-3">
        {list.isPending ? (
          <Empty title={NOTES_MESSAGES.loadingTitle} hint={NOTES_MESSAGES.loadingHint} />
        ) : list.data && list.data.length > 0 ? (
          list.data.map((t) => <AppointmentCard key={t.id} transcription={t} />)
        ) : (
          <Empty title={NOTES_MESSAGES.emptyTitle} hint={NOTES_MESSAGES.emptyHint} />
        )}
      </section>
    </div>
  );
}

function Empty({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
      <p className="font-medium">{title}</p>
      <p className="text-sm text-slate-500">{hint}</p>
    </div>
  );
}
