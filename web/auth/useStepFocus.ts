import { useEffect, useRef } from 'react';
import { STEP_FOCUS_DELAY_MS } from '../../core/constants.ts';

/** Focuses a step's first field shortly after it appears, once the step's content has settled in, unless another field already has it. */
export function useStepFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const before = document.activeElement;
    const timer = setTimeout(() => {
      // A field chosen in the meantime (a click, a tap, a quick typist) keeps the focus and what is typed into it.
      const now = document.activeElement;
      if (now !== before && now instanceof HTMLElement && now.matches('input, textarea, select')) return;
      ref.current?.focus();
    }, STEP_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return ref;
}
