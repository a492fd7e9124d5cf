import { useQuery, type QueryClient } from '@tanstack/react-query';
import { AdoptSessionResponse, DesktopUrlResponse, QrSessionResponse, SyncCodeResponse } from '../../core/api/sync.ts';
import { SYNC_MESSAGES } from '../../core/messages.ts';
import { HttpError, identityHeaders, postJson, request, type Identity } from './http.ts';
import { adoptedSession } from './session.ts';

/** A new single-use code for another device (POST /api/qr-session). */
export async function createQrSession(user: Identity): Promise<QrSessionResponse> {
  return QrSessionResponse.parse(await request('/api/qr-session', { method: 'POST', headers: identityHeaders(user) }));
}

/** The desktop URL for the current code; asked only while the Desktop Sync dialog shows that code. */
export function useDesktopUrl(user: Identity, qrCode: string | null) {
  return useQuery({
    queryKey: ['/api/desktop-url', qrCode],
    queryFn: async () => DesktopUrlResponse.parse(await request('/api/desktop-url', { headers: identityHeaders(user) })).shortUrl,
    enabled: qrCode !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** The sign-in inputs a page can be opened with: `?qr=` (from the QR code), `?sync=` and `?token=`. */
export type SignInLink = { kind: 'qr' | 'sync' | 'token'; value: string };

export function readSignInLink(search: string): SignInLink | null {
  const query = new URLSearchParams(search);
  for (const kind of ['qr', 'sync', 'token'] as const) {
    const value = query.get(kind)?.trim();
    if (value) return { kind, value };
  }
  return null;
}

/** Signs this browser in with the link's code or token; throws with the spec's wording. */
export async function signInWithLink(client: QueryClient, link: SignInLink) {
  try {
    if (link.kind === 'qr') AdoptSessionResponse.parse(await postJson('/api/adopt-session', { qrCode: link.value }));
    else if (link.kind === 'sync') SyncCodeResponse.parse(await request(`/api/sync-code/${encodeURIComponent(link.value)}`));
    else await postJson('/api/session/token', { token: link.value });
  } catch (e) {
    throw new Error(linkErrorMessage(link, e));
  }
  // The server has set this browser's session cookie; without it loading now, the code was spent for nothing.
  if (!(await adoptedSession(client))) throw new Error(link.kind === 'token' ? SYNC_MESSAGES.authFailed : SYNC_MESSAGES.adoptFailed);
}

export function linkErrorMessage(link: SignInLink, error: unknown): string {
  if (!(error instanceof HttpError)) return SYNC_MESSAGES.processFailed;
  if (link.kind === 'token') return error.serverMessage ?? SYNC_MESSAGES.authFailed;
  if (error.status === 404 || error.status === 400) return SYNC_MESSAGES.invalid;
  if (error.status === 403) return SYNC_MESSAGES.deviceLimit;
  return SYNC_MESSAGES.syncFailed;
}
