import { useEffect, useRef } from 'react';

/** Calls `onTimeout` `ms` after `key` becomes truthy; a new key restarts the wait, a falsy one cancels it. */
export function useTimeout(key: unknown, ms: number, onTimeout: () => void) {
  const callback = useRef(onTimeout);
  useEffect(() => {
    callback.current = onTimeout;
  });
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => callback.current(), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
}
