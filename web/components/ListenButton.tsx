import { LoaderCircle, Mic } from 'lucide-react';
import { MAX_RECORDING_MS, formatElapsed, type RecorderState } from '../recorder/machine.ts';

interface Props {
  state: RecorderState;
  /** Another recording (an append) has the microphone. */
  disabled?: boolean;
  onStart: () => void;
  onStop: () => void;
}

/** The large round record button: LISTEN, LISTENING... with rings and the m:ss timer while recording. */
export function ListenButton({ state, disabled, onStart, onStop }: Props) {
  const recording = state.phase === 'recording';
  const busy = state.phase === 'starting' || state.phase === 'processing';
  return (
    <div className="flex flex-col items-center gap-2">
      <div className="relative grid size-44 place-items-center sm:size-48">
        {recording && (
          <>
            {/* Rings that grow from the button and fade; kept small enough to stay inside the card. */}
            <style href="chairside-listen-ring" precedence="default">
              {'@keyframes listen-ring{from{transform:scale(1);opacity:.55}to{transform:scale(1.32);opacity:0}}'}
            </style>
            <span className="absolute size-36 animate-[listen-ring_2s_ease-out_infinite] rounded-full bg-red-500/40 sm:size-40" aria-hidden />
            <span className="absolute size-36 animate-[listen-ring_2s_ease-out_1s_infinite] rounded-full bg-red-500/40 sm:size-40" aria-hidden />
          </>
        )}
        <button
          type="button"
          onClick={recording ? onStop : onStart}
          disabled={busy || (disabled && !recording)}
          aria-pressed={recording}
          className={`relative flex size-36 flex-col items-center justify-center gap-1.5 rounded-full text-sm font-bold tracking-[0.2em] text-white shadow-xl transition focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-brand-500 disabled:cursor-not-allowed sm:size-40 ${
            recording
              ? 'bg-linear-to-br from-rose-500 to-red-600 shadow-red-600/30 hover:from-rose-600 hover:to-red-700'
              : 'bg-linear-to-br from-brand-500 to-brand-700 shadow-brand-700/30 hover:from-brand-600 hover:to-brand-900 disabled:opacity-60'
          }`}
        >
          {busy ? <LoaderCircle className="size-9 animate-spin" aria-hidden /> : <Mic className="size-9" aria-hidden />}
          <span className="pl-[0.2em]">{recording ? 'LISTENING...' : state.phase === 'processing' ? 'PROCESSING...' : 'LISTEN'}</span>
        </button>
      </div>
      {recording ? (
        <p className="h-7 font-mono text-xl font-semibold tabular-nums text-red-600 dark:text-red-400" role="timer" aria-label="Recording time">
          {formatElapsed(state.elapsedMs)}
        </p>
      ) : (
        <p className="flex h-7 items-center text-sm text-slate-500 dark:text-slate-400">
          {state.phase === 'idle' ? `Tap to dictate · up to ${formatElapsed(MAX_RECORDING_MS)}` : state.phase === 'starting' ? 'Waiting for the microphone...' : 'Sending recording...'}
        </p>
      )}
    </div>
  );
}
