import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import type { Auth } from './auth.ts';

export interface SessionUser {
  id: string;
  email: string;
  accountType: string;
  subscriptionActive: boolean;
}

/** Where the spec's clients state who they are: headers, query and JSON or form fields. */
const ID_KEYS = ['supabaseUserId', 'userId', 'x-supabase-user-id', 'x-user-id'];
const EMAIL_KEYS = ['userEmail', 'x-user-email'];

/** The request's headers for better-auth; the spec's x-session-token is a bearer session token. */
export function sessionHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(key, value);
  }
  const token = headers.get('x-session-token');
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  return headers;
}

/** The signed-in user of this request, from our own session (cookie or bearer token) only; 401 without one. */
export async function requireUser(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const session = await auth.api.getSession({ headers: sessionHeaders(request) });
  if (!session) throw new HttpError(401, 'Please sign in to continue.');
  const { id, email, accountType, subscriptionActive } = session.user;
  const user = { id, email, accountType, subscriptionActive };
  assertSameIdentity(user, request.headers, request.query, request.body);
  return user;
}

/**
 * The spec's identity fields are claims, never authority: any that is present must match the session,
 * otherwise the request is refused (403) rather than obeyed.
 */
export function assertSameIdentity(user: SessionUser, ...sources: unknown[]) {
  for (const source of sources) {
    if (!source || typeof source !== 'object' || Buffer.isBuffer(source)) continue;
    const fields = source as Record<string, unknown>;
    for (const key of ID_KEYS) {
      const claimed = claim(fields[key]);
      if (claimed !== undefined && claimed !== user.id) throw new HttpError(403, 'This request belongs to another account.');
    }
    for (const key of EMAIL_KEYS) {
      const claimed = claim(fields[key]);
      if (claimed !== undefined && claimed.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw new HttpError(403, 'This request belongs to another account.');
      }
    }
  }
}

/** A claimed value as text; multipart fields arrive as `{ value }` objects. */
function claim(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw === '' ? undefined : raw;
  if (raw && typeof raw === 'object' && 'value' in raw) return claim((raw as { value: unknown }).value);
  return undefined;
}

/** Admins: listed in ADMIN_EMAILS, or marked admin on their account. */
export function isAdmin(user: Pick<SessionUser, 'email' | 'accountType'>, adminEmails: string[]): boolean {
  return user.accountType === 'admin' || adminEmails.includes(user.email.toLowerCase());
}

/** Creating notes needs an open subscription (trial included); admins need none. */
export function requireSubscription(user: SessionUser, adminEmails: string[]) {
  if (!user.subscriptionActive && !isAdmin(user, adminEmails)) {
    throw new HttpError(402, 'An active subscription is needed to create notes. Start your 7-day free trial to continue.');
  }
}
