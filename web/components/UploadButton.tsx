import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { NOTES_MESSAGES } from '../../core/messages.ts';
import type { SessionUser } from '../api/session.ts';
import { useUpload } from '../api/transcriptions.ts';

export function UploadButton({ user }: { user: SessionUser }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUpload(user);
  const [notice, setNotice] = useState<{ title: string; text: string; ok: boolean }>();

  async function send(file: File | undefined) {
    if (!file) return;
    setNotice(undefined);
    try {
      await upload.mutateAsync(file);
      setNotice({ title: NOTES_MESSAGES.uploadedTitle, text: NOTES_MESSAGES.uploaded, ok: true });
    } catch (e) {
      setNotice({ title: NOTES_MESSAGES.uploadFailedTitle, text: (e as Error).message || NOTES_MESSAGES.uploadFailedFallback, ok: false });
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="flex flex-col items-center gap-2">
      <label className="flex cursor-pointer items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow hover:bg-brand-700">
        <Upload className="size-5" aria-hidden />
        {upload.isPending ? 'Uploading…' : 'Upload audio'}
        <input ref={input} type="file" accept="audio/*,video/webm" className="sr-only" disabled={upload.isPending} onChange={(e) => send(e.target.files?.[0])} />
      </label>
      {notice && (
        <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'text-sm text-brand-700' : 'text-sm text-red-600'}>
          <strong>{notice.title}:</strong> {notice.text}
        </p>
      )}
    </div>
  );
}
