import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { SYNC_MESSAGES } from '../../core/messages.ts';
import { readSignInLink, signInWithLink } from '../api/sync.ts';
import { notify } from '../shell/notify.ts';

/**
 * A page opened with `?qr=` (the desktop URL `/d?qr=…`), `?sync=` or `?token=`: signs this browser in with it.
 * True until that has finished (either way), so the flow waits for the session it leads to.
 */
export function useLinkSignIn(): boolean {
  const client = useQueryClient();
  const [link] = useState(() => readSignInLink(window.location.search));
  const [pending, setPending] = useState(link !== null);
  // Codes are single-use: one attempt per page load, also when effects run twice in development.
  const started = useRef(false);

  useEffect(() => {
    if (!link || started.current) return;
    started.current = true;
    // Out of the address bar at once, so a reload or a bookmark does not try a spent code again.
    const url = new URL(window.location.href);
    url.searchParams.delete(link.kind);
    window.history.replaceState(window.history.state, '', (url.pathname === '/d' ? '/' : url.pathname) + url.search + url.hash);
    signInWithLink(client, link)
      .catch((e: Error) => notify('error', { title: link.kind === 'token' ? SYNC_MESSAGES.noSession.title : SYNC_MESSAGES.qrError.title, message: e.message }))
      .finally(() => setPending(false));
  }, [client, link]);

  return pending;
}
