import { z } from 'zod';

/** POST /api/qr-session: a single-use code for another device, and when it stops working. */
export const QrSessionResponse = z.object({ qrCode: z.string(), expiresAt: z.string() });
export type QrSessionResponse = z.infer<typeof QrSessionResponse>;

/** GET /api/desktop-url: the address the QR code holds (`/d?qr=…` on the public origin). */
export const DesktopUrlResponse = z.object({ shortUrl: z.string() });
export type DesktopUrlResponse = z.infer<typeof DesktopUrlResponse>;

/** POST /api/adopt-session. */
export const AdoptSessionBody = z.object({ qrCode: z.string().min(1).max(200) });
export const AdoptSessionResponse = z.object({ sessionToken: z.string() });

/** GET /api/sync-code/{code}: one session token serves as both of the spec's tokens. */
export const SyncCodeResponse = z.object({
  sessionData: z.object({ access_token: z.string(), refresh_token: z.string() }),
  userId: z.string(),
});

/** POST /api/session/token: a `?token=` link's session token becomes this browser's session. */
export const SessionTokenBody = z.object({ token: z.string().min(1).max(500) });
