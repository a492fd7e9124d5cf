import { useEffect, useRef } from 'react';
import { STEP_FOCUS_DELAY_MS } from '../../core/constants.ts';

/** Focuses a step's first field shortly after it appears, once the step's content has settled in. */
export function useStepFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const timer = setTimeout(() => ref.current?.focus(), STEP_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return ref;
}
