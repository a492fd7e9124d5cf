/** Who a request is for; the spec's clients send it with every call and the server checks it against the session. */
export interface Identity {
  id: string;
  email: string;
}

/** An answered request that was not OK: the server's `message` if its body has one, else "{status}: {body}". */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly serverMessage: string | undefined;
  /** The answer's JSON body, when it had one. */
  readonly body: unknown;
  constructor(
    readonly status: number,
    readonly statusText: string,
    body: string,
  ) {
    const parsed = parseJson(body);
    const message = serverMessage(parsed);
    super(message ?? `${status}: ${body}`);
    this.serverMessage = message;
    this.body = parsed;
  }
}

/** Fetch with cookies; a non-OK answer becomes an HttpError. */
export async function request<T>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !(init.body instanceof FormData) && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const res = await fetch(url, { ...init, headers, credentials: 'include' });
  const text = await res.text();
  if (!res.ok) throw new HttpError(res.status, res.statusText, text);
  return (text ? JSON.parse(text) : null) as T;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** The `message` of a JSON error body, if it has one. */
function serverMessage(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

export const postJson = <T>(url: string, body: unknown, init: RequestInit = {}) =>
  request<T>(url, { ...init, method: 'POST', body: JSON.stringify(body) });

/** The two identity headers the spec adds to every signed-in call. */
export const identityHeaders = (user: Identity) => ({ 'x-supabase-user-id': user.id, 'x-user-email': user.email });

/** The identity as query parameters, for GETs and the event stream. */
export const identityQuery = (user: Identity) => new URLSearchParams({ supabaseUserId: user.id, userEmail: user.email });
