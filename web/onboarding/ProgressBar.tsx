import type { KeyboardEvent, MouseEvent } from 'react';

/** A thin progress bar: clicking a point seeks there; arrow keys step 5 % when it has focus. */
export function ProgressBar({ value, onSeek }: { value: number; onSeek: (fraction: number) => void }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  const click = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onSeek(Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)));
  };
  const key = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    // The carousel uses the same keys to change video; here they move within the video.
    event.stopPropagation();
    onSeek(Math.min(1, Math.max(0, value + (event.key === 'ArrowRight' ? 0.05 : -0.05))));
  };
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label="Video progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      onClick={click}
      onKeyDown={key}
      className="group flex h-8 flex-1 cursor-pointer items-center focus-visible:outline-2 focus-visible:outline-white"
    >
      <div className="h-1.5 w-full overflow-hidden rounded-full bg-white/25 transition-all group-hover:h-2">
        <div className="h-full rounded-full bg-brand-400 transition-[width] duration-200 ease-linear" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
