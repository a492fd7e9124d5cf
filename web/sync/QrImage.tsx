import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { QR_IMAGE } from '../../core/constants.ts';
import { SYNC_MESSAGES } from '../../core/messages.ts';
import { notify } from '../shell/notify.ts';

/** The spec's QR image: 200 px, margin 2, black on white (also in dark mode, so every camera reads it). */
export function QrImage({ value }: { value: string | null }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    setSrc(null);
    if (!value) return;
    let current = true;
    // The encoder is loaded when a code is first shown, not with the app.
    import('qrcode')
      .then(({ toDataURL }) => toDataURL(value, { width: QR_IMAGE.widthPx, margin: QR_IMAGE.margin, color: { dark: '#000000', light: '#ffffff' } }))
      .then(
      (url) => current && setSrc(url),
      () => current && notify('error', SYNC_MESSAGES.qrError),
    );
    return () => {
      current = false;
    };
  }, [value]);

  const box = { width: QR_IMAGE.widthPx, height: QR_IMAGE.widthPx };
  return src ? (
    <img src={src} style={box} alt="QR code of the desktop URL" />
  ) : (
    <div style={box} role="status" aria-label="Generating QR code" className="flex items-center justify-center rounded-lg bg-slate-100 dark:bg-slate-800">
      <LoaderCircle className="size-8 animate-spin text-brand-600" aria-hidden />
    </div>
  );
}
