import { useCallback, useEffect, useRef, useState } from 'react';
import type { QrSessionResponse } from '../../core/api/sync.ts';
import { SYNC_MESSAGES } from '../../core/messages.ts';
import { HttpError, type Identity } from '../api/http.ts';
import { createQrSession } from '../api/sync.ts';
import { notify } from '../shell/notify.ts';
import { useSyncUsed } from './sync-used.ts';

/**
 * The Desktop Sync dialog's code: made when the dialog opens, replaced on `regenerate()`, when another device
 * uses a code of this user's (stream) and when it expires. Null while a new one is being made or after a failure.
 */
export function useQrSession(user: Identity, open: boolean) {
  const [session, setSession] = useState<QrSessionResponse | null>(null);
  const [generation, setGeneration] = useState(0);
  const regenerate = useCallback(() => setGeneration((n) => n + 1), []);
  // One use of a code is announced twice (`sync-success` and `qr-consumed`): one new code answers both.
  const replacing = useRef(false);
  const onUsed = useCallback(() => {
    if (replacing.current) return;
    replacing.current = true;
    regenerate();
  }, [regenerate]);

  useEffect(() => {
    setSession(null);
    if (!open) return void (replacing.current = false);
    if (!user.email) return notify('error', SYNC_MESSAGES.noSession);
    let current = true;
    createQrSession(user)
      .then(
        (made) => current && setSession(made),
        (e: unknown) => current && notify('error', e instanceof HttpError && e.status === 401 ? SYNC_MESSAGES.noSession : SYNC_MESSAGES.qrError),
      )
      .finally(() => (replacing.current = false));
    return () => {
      current = false;
    };
  }, [open, generation, user.id, user.email]);

  useEffect(() => {
    if (!session) return;
    const timer = setTimeout(regenerate, Math.max(0, Date.parse(session.expiresAt) - Date.now()));
    return () => clearTimeout(timer);
  }, [session, regenerate]);

  useSyncUsed(user.id, open, onUsed);
  return { qrCode: session?.qrCode ?? null, regenerate };
}
