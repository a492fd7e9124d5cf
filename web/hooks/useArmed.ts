import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's confirm window for two-step deletes. */
export const CONFIRM_WINDOW_MS = 3000;

/**
 * Two-step confirmation: the first press arms for `windowMs`, a second press inside the window confirms.
 * `press` returns true on the confirming press.
 */
export function useArmed(windowMs = CONFIRM_WINDOW_MS) {
  const [armed, setArmed] = useState(false);
  const armedRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const change = useCallback((next: boolean) => {
    clearTimeout(timer.current);
    armedRef.current = next;
    setArmed(next);
    if (next) timer.current = setTimeout(() => change(false), windowMs);
  }, [windowMs]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const press = useCallback(() => {
    const confirming = armedRef.current;
    change(!confirming);
    return confirming;
  }, [change]);

  return { armed, press };
}
