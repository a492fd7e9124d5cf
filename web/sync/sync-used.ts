import { useEffect, useRef } from 'react';

// The stream lives with the app screen, the Desktop Sync dialog with the panels: a window event joins them.
const SYNC_USED_EVENT = 'chairside:sync-used';

/** For the stream's `sync-success` / `qr-consumed`: another device has used one of this user's codes. */
export function announceSyncUsed(userId: string) {
  window.dispatchEvent(new CustomEvent<{ userId: string }>(SYNC_USED_EVENT, { detail: { userId } }));
}

/** Calls `onUsed` whenever another device uses one of `userId`'s sync codes, while `active`. */
export function useSyncUsed(userId: string, active: boolean, onUsed: () => void) {
  const callback = useRef(onUsed);
  useEffect(() => {
    callback.current = onUsed;
  });
  useEffect(() => {
    if (!active) return;
    const listener = (event: Event) => (event as CustomEvent<{ userId: string }>).detail.userId === userId && callback.current();
    window.addEventListener(SYNC_USED_EVENT, listener);
    return () => window.removeEventListener(SYNC_USED_EVENT, listener);
  }, [userId, active]);
}
