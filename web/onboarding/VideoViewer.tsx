import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, Pause, Play, Volume2, VolumeX, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { FIRST_VIDEO_AUTOPLAY_MS } from '../../core/constants.ts';
import { IconButton } from '../shell/ui/IconButton.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { mediaUrl, ONBOARDING_VIDEOS } from './videos.ts';

/** How far a finger must travel sideways to count as a swipe rather than a tap. */
const SWIPE_PX = 50;
/** The clips are phone-shaped (390 × 844): as tall as the screen allows after the title and controls. */
const PLAYER_WIDTH = 'min(calc(100vw - 1.5rem), calc((100dvh - 12rem) * 390 / 844))';

/** A full-screen carousel of the onboarding clips; a click outside the player closes it. */
export function VideoViewer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const [progress, setProgress] = useState(0);
  const videos = useRef<(HTMLVideoElement | null)[]>([]);
  const swipeStart = useRef<number | null>(null);

  const play = (i: number) => void videos.current[i]?.play().catch(() => setPlaying(false));

  useEffect(() => {
    if (!open) return;
    setIndex(0);
    setProgress(0);
    const timer = setTimeout(() => play(0), FIRST_VIDEO_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    // React sets `muted` only as an attribute after the first render; the property is what the element obeys.
    for (const video of videos.current) if (video) video.muted = muted;
  }, [muted, open]);

  const goTo = (next: number) => {
    if (next === index || next < 0 || next >= ONBOARDING_VIDEOS.length) return;
    videos.current[index]?.pause();
    setIndex(next);
    setProgress(0);
    const video = videos.current[next];
    if (video) video.currentTime = 0;
    play(next);
  };

  const togglePlay = () => {
    const video = videos.current[index];
    if (!video) return;
    if (video.paused) play(index);
    else video.pause();
  };

  const seek = (fraction: number) => {
    const video = videos.current[index];
    if (video?.duration) video.currentTime = fraction * video.duration;
  };

  const onPointerDown = (event: PointerEvent) => (swipeStart.current = event.clientX);
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) >= SWIPE_PX) goTo(index + (dx < 0 ? 1 : -1));
    else togglePlay();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') goTo(index + 1);
    if (event.key === 'ArrowLeft') goTo(index - 1);
  };

  const current = ONBOARDING_VIDEOS[index]!;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/85 backdrop-blur-sm data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onOpenAutoFocus={(event) => event.preventDefault()}
          style={{ width: `calc(${PLAYER_WIDTH} + 1.5rem)` }}
          className="fixed top-1/2 left-1/2 z-40 flex max-h-dvh -translate-x-1/2 -translate-y-1/2 flex-col gap-3 p-3 text-white outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        >
          <div className="flex items-start gap-3 px-1">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-lg font-semibold">{current.title}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-300">{current.caption}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <IconButton icon={X} label="Close videos" size="sm" className="text-white hover:bg-white/10 hover:text-white dark:text-white" />
            </Dialog.Close>
          </div>

          <div className="relative overflow-hidden rounded-2xl bg-black shadow-2xl">
            <div
              className="flex touch-pan-y transition-transform duration-300 ease-out select-none"
              style={{ transform: `translateX(-${index * 100}%)` }}
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp}
              onPointerCancel={() => (swipeStart.current = null)}
            >
              {ONBOARDING_VIDEOS.map((video, i) => (
                <video
                  key={video.name}
                  ref={(element) => {
                    videos.current[i] = element;
                  }}
                  className="aspect-[390/844] w-full shrink-0 bg-black object-contain"
                  poster={mediaUrl(video.name, 'jpg')}
                  playsInline
                  muted
                  preload={i === 0 ? 'auto' : 'metadata'}
                  aria-label={video.title}
                  aria-hidden={i !== index}
                  onPlay={() => i === index && setPlaying(true)}
                  onPause={() => i === index && setPlaying(false)}
                  onEnded={() => i === index && setPlaying(false)}
                  onTimeUpdate={(event) => i === index && setProgress(event.currentTarget.currentTime / (event.currentTarget.duration || 1))}
                >
                  <source src={mediaUrl(video.name, 'webm')} type="video/webm" />
                  <source src={mediaUrl(video.name, 'mp4')} type="video/mp4" />
                </video>
              ))}
            </div>
            <NavArrow side="left" hidden={index === 0} onClick={() => goTo(index - 1)} />
            <NavArrow side="right" hidden={index === ONBOARDING_VIDEOS.length - 1} onClick={() => goTo(index + 1)} />
          </div>

          <div className="flex items-center gap-2">
            <IconButton icon={playing ? Pause : Play} label={playing ? 'Pause video' : 'Play video'} size="sm" onClick={togglePlay} className="text-white hover:bg-white/10 hover:text-white dark:text-white" />
            <ProgressBar value={progress} onSeek={seek} />
            <IconButton icon={muted ? VolumeX : Volume2} label={muted ? 'Unmute video' : 'Mute video'} size="sm" onClick={() => setMuted(!muted)} className="text-white hover:bg-white/10 hover:text-white dark:text-white" />
          </div>

          <div className="flex justify-center gap-2" role="group" aria-label="Choose a video">
            {ONBOARDING_VIDEOS.map((video, i) => (
              <button
                key={video.name}
                type="button"
                aria-label={`Video ${i + 1}: ${video.title}`}
                aria-current={i === index}
                onClick={() => goTo(i)}
                className={`h-2.5 rounded-full transition-all focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${i === index ? 'w-7 bg-white' : 'w-2.5 bg-white/40 hover:bg-white/70'}`}
              />
            ))}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function NavArrow({ side, hidden, onClick }: { side: 'left' | 'right'; hidden: boolean; onClick: () => void }) {
  if (hidden) return null;
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={side === 'left' ? 'Previous video' : 'Next video'}
      className={`absolute top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-white transition hover:bg-black/70 sm:flex ${side === 'left' ? 'left-2' : 'right-2'}`}
    >
      <Icon className="size-6" aria-hidden />
    </button>
  );
}
