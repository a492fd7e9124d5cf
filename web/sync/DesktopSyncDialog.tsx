import { Copy, ExternalLink, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { QR_REFRESH_LOCK_MS } from '../../core/constants.ts';
import { SYNC_MESSAGES } from '../../core/messages.ts';
import type { Identity } from '../api/http.ts';
import { useDesktopUrl } from '../api/sync.ts';
import { copyWithToast } from '../shell/clipboard.ts';
import { Button } from '../shell/ui/form.tsx';
import { Modal } from '../shell/ui/Modal.tsx';
import { useTimeout } from '../shell/ui/useTimeout.ts';
import { QrImage } from './QrImage.tsx';
import { useQrSession } from './useQrSession.ts';

/** A single-use code that signs another device in as this user: QR image, the URL, Refresh, Copy URL, Open. */
export function DesktopSyncDialog({ open, onClose, user }: { open: boolean; onClose: () => void; user: Identity }) {
  const { qrCode, regenerate } = useQrSession(user, open);
  const desktopUrl = useDesktopUrl(user, qrCode);
  const url = qrCode ? (desktopUrl.data ?? null) : null;
  const [locked, setLocked] = useState(false);
  useTimeout(locked, QR_REFRESH_LOCK_MS, () => setLocked(false));

  const refresh = () => {
    setLocked(true);
    regenerate();
  };
  const copy = () => url && copyWithToast(url, SYNC_MESSAGES.urlCopied);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Desktop Sync"
      description="Scan the code with your other device's camera, or open the link there, to sign it in to your account. Each code works once and expires after a few minutes."
      width="max-w-md"
    >
      <div className="flex flex-col items-center gap-4">
        <div className="rounded-xl bg-white p-2 ring-1 ring-slate-200 dark:ring-slate-700">
          <QrImage value={url} />
        </div>
        <input
          readOnly
          aria-label="Desktop URL"
          value={url ?? ''}
          placeholder="Generating link..."
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded-xl border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200"
        />
        {/* One row where it fits; stacked on narrow phones, where three labels side by side would be squeezed. */}
        <div className="grid w-full grid-cols-1 gap-2 min-[420px]:grid-cols-3">
          <Button variant="secondary" onClick={refresh} disabled={locked}>
            <RefreshCw className={`size-4 shrink-0 ${locked ? 'animate-spin' : ''}`} aria-hidden /> Refresh
          </Button>
          <Button variant="secondary" onClick={copy} disabled={!url}>
            <Copy className="size-4 shrink-0" aria-hidden /> Copy URL
          </Button>
          <Button variant="secondary" onClick={() => url && window.open(url, '_blank', 'noopener')} disabled={!url}>
            <ExternalLink className="size-4 shrink-0" aria-hidden /> Open
          </Button>
        </div>
      </div>
    </Modal>
  );
}
