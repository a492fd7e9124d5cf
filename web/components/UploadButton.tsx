import { LoaderCircle, Upload } from 'lucide-react';
import { useRef } from 'react';

/** Audio formats offered in the file picker; the server reads anything ffmpeg can decode. */
const ACCEPT = 'audio/*,.wav,.mp3,.m4a,.aac,.ogg,.oga,.opus,.webm,.flac,.mp4';

interface Props {
  busy: boolean;
  disabled?: boolean;
  onFile: (file: File) => void;
}

/** Upload a recording instead of dictating live. */
export function UploadButton({ busy, disabled, onFile }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <label
      className={`inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow-sm transition hover:border-brand-500 hover:text-brand-700 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-brand-500 dark:hover:text-brand-500 ${
        busy || disabled ? 'pointer-events-none opacity-60' : ''
      }`}
    >
      {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <Upload className="size-4" aria-hidden />}
      {busy ? 'Uploading...' : 'Upload audio file'}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        disabled={busy || disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared so picking the same file again still counts as a change.
          if (input.current) input.current.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
