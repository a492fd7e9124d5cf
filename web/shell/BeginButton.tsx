import { useState } from 'react';
import { BEGIN_FEEDBACK_MS } from '../../core/constants.ts';
import { useTimeout } from './ui/useTimeout.ts';

/**
 * The landing screen's call to action. At rest a ring around it breathes (the button itself keeps still, so
 * it is easy to hit); once pressed it shows the recorder's rings and
 * reads BEGINNING... for 2 s, during which further presses are ignored.
 */
export function BeginButton({ onBegin }: { onBegin: () => void }) {
  const [beginning, setBeginning] = useState(false);
  useTimeout(beginning, BEGIN_FEEDBACK_MS, () => setBeginning(false));
  const click = () => {
    if (beginning) return;
    setBeginning(true);
    onBegin();
  };
  return (
    <div className="relative flex size-48 items-center justify-center sm:size-56">
      {beginning ? (
        [0, 0.5, 1].map((delay) => (
          <span key={delay} aria-hidden className="absolute inset-4 animate-ripple rounded-full border-4 border-brand-400/70" style={{ animationDelay: `${delay}s` }} />
        ))
      ) : (
        <>
          <span aria-hidden className="absolute inset-3 animate-halo rounded-full bg-brand-400/40 blur-xl" />
          <span aria-hidden className="absolute inset-4 animate-breathe rounded-full border-2 border-brand-400/60 sm:inset-5" />
        </>
      )}
      <button
        type="button"
        onClick={click}
        className={`relative flex size-36 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-xl shadow-brand-900/30 transition focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-brand-400 sm:size-44 ${beginning ? 'scale-95' : 'hover:scale-105'}`}
      >
        <span className={`font-bold tracking-[0.2em] ${beginning ? 'text-sm sm:text-base' : 'text-2xl sm:text-3xl'}`}>{beginning ? 'BEGINNING...' : 'BEGIN'}</span>
      </button>
    </div>
  );
}
