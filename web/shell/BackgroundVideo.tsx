import { useEffect, useRef } from 'react';
import { BACKGROUND_PLAYBACK_RATE } from '../../core/constants.ts';
import { mediaUrl } from '../onboarding/videos.ts';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The calm loop behind every screen: normal speed on landing, slowed behind the app. Browsers that cannot
 * play the WebM (older Safari) take the MP4; people who ask for reduced motion get its still poster.
 */
export function BackgroundVideo({ mode }: { mode: keyof typeof BACKGROUND_PLAYBACK_RATE }) {
  const video = useRef<HTMLVideoElement>(null);
  const rate = BACKGROUND_PLAYBACK_RATE[mode];

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // Some browsers reset playbackRate when the source loads; defaultPlaybackRate survives that.
    element.defaultPlaybackRate = rate;
    element.playbackRate = rate;
  }, [rate]);

  return (
    <div aria-hidden className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      <video
        ref={video}
        className="size-full object-cover"
        autoPlay={!reducedMotion()}
        muted
        loop
        playsInline
        preload="auto"
        poster={mediaUrl('background', 'jpg')}
        data-testid="background-video"
      >
        <source src={mediaUrl('background', 'webm')} type="video/webm" />
        <source src={mediaUrl('background', 'mp4')} type="video/mp4" />
      </video>
      <div className={`absolute inset-0 transition-colors duration-700 ${mode === 'app' ? 'bg-slate-50/85 dark:bg-slate-950/85' : 'bg-white/45 dark:bg-slate-950/75'}`} />
    </div>
  );
}
